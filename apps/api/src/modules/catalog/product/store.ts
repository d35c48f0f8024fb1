// The only place that reads what the product types show. Every function takes a batch of product
// ids and answers with one query, so the per-request loader serves a page of products (and their
// variants) in a handful of queries.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { websiteRegion } from '../../store/tables.ts';
import {
  attribute,
  attributeOption,
  categoryProduct,
  type ProductLinkType,
  product,
  productAttributeOption,
  productBundle,
  productBundleOption,
  productBundleSelection,
  productFile,
  productFixedTax,
  productGroupedLink,
  productLink,
  productListing,
  productMedia,
  productOption,
  productOptionValue,
  productPrice,
  productStore,
  productSuperAttribute,
  productTierPrice,
  type StoreLabels,
  urlRewrite,
} from '../product-tables.ts';

export type ProductRow = typeof product.$inferSelect;
export type ProductStoreRow = typeof productStore.$inferSelect;
export type PriceRow = typeof productPrice.$inferSelect;
export type TierPriceRow = typeof productTierPrice.$inferSelect;
export type MediaRow = typeof productMedia.$inferSelect;
export type OptionRow = typeof productOption.$inferSelect;
export type OptionValueRow = typeof productOptionValue.$inferSelect;
export type FileRow = typeof productFile.$inferSelect;
export type FixedTaxRow = typeof productFixedTax.$inferSelect;
export type BundleRow = typeof productBundle.$inferSelect;
export type BundleOptionRow = typeof productBundleOption.$inferSelect;
export type BundleSelectionRow = typeof productBundleSelection.$inferSelect;
export type GroupedLinkRow = typeof productGroupedLink.$inferSelect;

/** A related, up-sell or cross-sell link with what `product_links` tells of the linked product. */
export interface ProductLinkRow {
  productId: number;
  linkedProductId: number;
  linkType: ProductLinkType;
  position: number;
  linkedSku: string;
  linkedTypeId: string;
}

export interface SuperAttributeRow {
  productId: number;
  attributeId: number;
  position: number;
  code: string;
  labels: StoreLabels;
  swatchType: string | null;
}

/** An attribute option a product has, with what is needed to show it. */
export interface ProductOptionValueRow {
  productId: number;
  attributeId: number;
  optionId: number;
  position: number;
  labels: StoreLabels;
  swatchValue: string | null;
}

export async function selectProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(product).where(inArray(product.id, ids));
}

/** Texts of the products in the store view and in the default store 0. */
export async function selectProductTexts(db: Db, ids: number[], storeId: number): Promise<ProductStoreRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productStore)
    .where(and(inArray(productStore.productId, ids), inArray(productStore.storeId, [0, storeId])));
}

export async function selectPrices(db: Db, ids: number[], websiteId: number): Promise<PriceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productPrice)
    .where(and(inArray(productPrice.productId, ids), eq(productPrice.websiteId, websiteId)));
}

export async function selectTierPrices(db: Db, ids: number[], websiteId: number): Promise<TierPriceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productTierPrice)
    .where(and(inArray(productTierPrice.productId, ids), eq(productTierPrice.websiteId, websiteId)))
    .orderBy(asc(productTierPrice.qty));
}

export async function selectMedia(db: Db, ids: number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productMedia)
    .where(inArray(productMedia.productId, ids))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
}

export async function selectOptions(db: Db, ids: number[]): Promise<OptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productOption)
    .where(inArray(productOption.productId, ids))
    .orderBy(asc(productOption.sortOrder), asc(productOption.id));
}

export async function selectOptionValues(db: Db, optionIds: number[]): Promise<OptionValueRow[]> {
  if (optionIds.length === 0) return [];
  return db
    .select()
    .from(productOptionValue)
    .where(inArray(productOptionValue.optionId, optionIds))
    .orderBy(asc(productOptionValue.sortOrder), asc(productOptionValue.id));
}

export async function selectSuperAttributes(db: Db, ids: number[]): Promise<SuperAttributeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      productId: productSuperAttribute.productId,
      attributeId: productSuperAttribute.attributeId,
      position: productSuperAttribute.position,
      code: attribute.code,
      labels: attribute.labels,
      swatchType: attribute.swatchType,
    })
    .from(productSuperAttribute)
    .innerJoin(attribute, eq(attribute.id, productSuperAttribute.attributeId))
    .where(inArray(productSuperAttribute.productId, ids))
    .orderBy(asc(productSuperAttribute.position), asc(productSuperAttribute.attributeId));
}

/** Ids of the variants of configurable products, in id order. */
export async function selectVariantIds(
  db: Db,
  parentIds: number[],
): Promise<{ id: number; parentId: number | null }[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: product.id, parentId: product.parentId })
    .from(product)
    .where(inArray(product.parentId, parentIds))
    .orderBy(asc(product.id));
}

export async function selectAttributeOptions(db: Db, ids: number[]): Promise<ProductOptionValueRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      productId: productAttributeOption.productId,
      attributeId: productAttributeOption.attributeId,
      optionId: productAttributeOption.optionId,
      position: attributeOption.position,
      labels: attributeOption.labels,
      swatchValue: attributeOption.swatchValue,
    })
    .from(productAttributeOption)
    .innerJoin(attributeOption, eq(attributeOption.id, productAttributeOption.optionId))
    .where(inArray(productAttributeOption.productId, ids));
}

export async function selectFiles(db: Db, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productFile)
    .where(inArray(productFile.productId, ids))
    .orderBy(asc(productFile.sortOrder), asc(productFile.id));
}

export type UrlRewriteRow = Pick<typeof urlRewrite.$inferSelect, 'entityId' | 'requestPath' | 'targetPath'>;

/** The products' current URLs in a store view (redirect rows are old URLs), oldest first. */
export async function selectUrlRewrites(db: Db, ids: number[], storeId: number): Promise<UrlRewriteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      entityId: urlRewrite.entityId,
      requestPath: urlRewrite.requestPath,
      targetPath: urlRewrite.targetPath,
    })
    .from(urlRewrite)
    .where(
      and(
        eq(urlRewrite.storeId, storeId),
        eq(urlRewrite.entityType, 'product'),
        inArray(urlRewrite.entityId, ids),
        eq(urlRewrite.redirectType, 0),
      ),
    )
    .orderBy(asc(urlRewrite.id));
}

export async function selectCategoryLinks(
  db: Db,
  ids: number[],
): Promise<{ productId: number; categoryId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ productId: categoryProduct.productId, categoryId: categoryProduct.categoryId })
    .from(categoryProduct)
    .where(inArray(categoryProduct.productId, ids));
}

export async function selectFixedTaxes(
  db: Db,
  ids: number[],
  websiteId: number,
  countryCode: string,
): Promise<FixedTaxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productFixedTax)
    .where(
      and(
        inArray(productFixedTax.productId, ids),
        eq(productFixedTax.websiteId, websiteId),
        eq(productFixedTax.countryCode, countryCode),
      ),
    )
    .orderBy(asc(productFixedTax.id));
}

/** The country of a region (the store view's default region when the request names none). */
export async function selectRegionCountry(db: Db, regionCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ countryId: websiteRegion.countryId })
    .from(websiteRegion)
    .where(eq(websiteRegion.code, regionCode))
    .limit(1);
  return row?.countryId;
}

/** The first region of a website, for store views without a default region. */
export async function selectFirstRegionCountry(db: Db, websiteId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ countryId: websiteRegion.countryId })
    .from(websiteRegion)
    .where(eq(websiteRegion.websiteId, websiteId))
    .orderBy(asc(websiteRegion.position), asc(websiteRegion.id))
    .limit(1);
  return row?.countryId;
}

export interface ProductLookup {
  id: number;
  sku: string;
  typeId: string;
  parentId: number | null;
  isActive: boolean;
}

const productLookupColumns = {
  id: product.id,
  sku: product.sku,
  typeId: product.typeId,
  parentId: product.parentId,
  isActive: product.isActive,
};

export async function findProductsBySku(db: Db, skus: string[]): Promise<ProductLookup[]> {
  if (skus.length === 0) return [];
  return db.select(productLookupColumns).from(product).where(inArray(product.sku, skus));
}

export async function findProductById(db: Db, id: number): Promise<ProductLookup | undefined> {
  const [row] = await db.select(productLookupColumns).from(product).where(eq(product.id, id)).limit(1);
  return row;
}

/** Whether the product is in the store view's catalogue (listing index). */
export async function isListed(db: Db, productId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productListing.productId })
    .from(productListing)
    .where(and(eq(productListing.storeId, storeId), eq(productListing.productId, productId)))
    .limit(1);
  return !!row;
}

/** The bundle settings of the bundles among `ids`. */
export async function selectBundles(db: Db, ids: number[]): Promise<BundleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(productBundle).where(inArray(productBundle.productId, ids));
}

/** The options of the bundles among `ids`, in display order. */
export async function selectBundleOptions(db: Db, ids: number[]): Promise<BundleOptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productBundleOption)
    .where(inArray(productBundleOption.productId, ids))
    .orderBy(asc(productBundleOption.position), asc(productBundleOption.id));
}

/** The products the options offer, in display order. */
export async function selectBundleSelections(db: Db, optionIds: number[]): Promise<BundleSelectionRow[]> {
  if (optionIds.length === 0) return [];
  return db
    .select()
    .from(productBundleSelection)
    .where(inArray(productBundleSelection.optionId, optionIds))
    .orderBy(asc(productBundleSelection.position), asc(productBundleSelection.id));
}

/** The members of the grouped products among `ids`, in display order. */
export async function selectGroupedLinks(db: Db, ids: number[]): Promise<GroupedLinkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productGroupedLink)
    .where(inArray(productGroupedLink.productId, ids))
    .orderBy(asc(productGroupedLink.position), asc(productGroupedLink.linkedProductId));
}

/**
 * The related, up-sell and cross-sell links of the products among `ids` whose linked product is
 * active and listed in the store view, in position order (of all three types at once).
 */
export async function selectProductLinks(db: Db, ids: number[], storeId: number): Promise<ProductLinkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      productId: productLink.productId,
      linkedProductId: productLink.linkedProductId,
      linkType: productLink.linkType,
      position: productLink.position,
      linkedSku: product.sku,
      linkedTypeId: product.typeId,
    })
    .from(productLink)
    .innerJoin(product, and(eq(product.id, productLink.linkedProductId), eq(product.isActive, true)))
    .innerJoin(
      productListing,
      and(eq(productListing.productId, productLink.linkedProductId), eq(productListing.storeId, storeId)),
    )
    .where(inArray(productLink.productId, ids))
    .orderBy(asc(productLink.position), asc(productLink.linkedProductId));
}
