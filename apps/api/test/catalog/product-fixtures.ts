// Small, explicit product fixtures for the product-field tests: one call writes a product with its
// texts, prices, tiers, supplier figures, media, options, files, attribute values and category links.
import type { Db } from '../../src/db/client.ts';
import {
  attribute,
  attributeOption,
  categoryProduct,
  product,
  productAttributeOption,
  productFile,
  productFixedTax,
  productGroupedLink,
  productMedia,
  productOption,
  productOptionValue,
  productPrice,
  productStore,
  productSuperAttribute,
  productSupplierPrice,
  productTierPrice,
  type StoreLabels,
} from '../../src/db/schema.ts';

export interface ProductFixture {
  sku: string;
  typeId?: 'simple' | 'configurable' | 'virtual' | 'grouped' | 'bundle';
  parentId?: number;
  /** 1 not visible, 2 catalogue, 3 search, 4 both; default 4 (1 for a variant). */
  visibility?: number;
  isActive?: boolean;
  isInStock?: boolean;
  stockQty?: string;
  weight?: string;
  minSaleQty?: string;
  qtyIncrements?: string;
  newFromDate?: string;
  newToDate?: string;
  /** Texts per store id (0 = default). */
  texts?: Record<number, Partial<typeof productStore.$inferInsert> & { name: string }>;
  /** Prices per website id. */
  prices?: Record<
    number,
    { price: string; specialPrice?: string; specialFromDate?: string | null; specialToDate?: string | null }
  >;
  tiers?: { websiteId: number; qty: string; value: string }[];
  /** What the product costs us, per website id (design/b2b.md §4). */
  supplier?: Record<
    number,
    { factoryPrice?: string | null; factoryPriceDiscount?: string | null; costFactor?: string | null }
  >;
  media?: { file: string; label?: string; position?: number; disabled?: boolean; types?: string[] }[];
  options?: {
    type: string;
    titles: StoreLabels;
    isRequired?: boolean;
    sortOrder?: number;
    price?: string;
    priceType?: string;
    sku?: string;
    maxCharacters?: number;
    values?: { titles: StoreLabels; price?: string; priceType?: string; sku?: string; sortOrder?: number }[];
  }[];
  files?: { fileType: StoreLabels; title: StoreLabels; file: string; sortOrder?: number }[];
  categories?: number[];
  attributeOptions?: { attributeId: number; optionId: number }[];
  superAttributes?: number[];
  fixedTaxes?: { websiteId: number; countryCode: string; amount: string; label: string }[];
  /** A grouped product's members, in this order (position), with their default quantities. */
  groupedLinks?: { productId: number; qty?: string }[];
}

export async function insertProduct(db: Db, f: ProductFixture): Promise<number> {
  const [row] = await db
    .insert(product)
    .values({
      sku: f.sku,
      typeId: f.typeId ?? 'simple',
      parentId: f.parentId ?? null,
      visibility: f.visibility ?? (f.parentId ? 1 : 4),
      isActive: f.isActive ?? true,
      urlKey: f.sku.toLowerCase(),
      weight: f.weight ?? null,
      stockQty: f.stockQty ?? '100',
      isInStock: f.isInStock ?? true,
      minSaleQty: f.minSaleQty ?? '1',
      qtyIncrements: f.qtyIncrements ?? '1',
      newFromDate: f.newFromDate ?? null,
      newToDate: f.newToDate ?? null,
    })
    .returning({ id: product.id });
  const id = row!.id;
  const texts = f.texts ?? { 0: { name: f.sku } };
  await db
    .insert(productStore)
    .values(Object.entries(texts).map(([storeId, t]) => ({ ...t, productId: id, storeId: Number(storeId) })));
  const prices = Object.entries(f.prices ?? {});
  if (prices.length > 0) {
    await db
      .insert(productPrice)
      .values(prices.map(([websiteId, p]) => ({ ...p, productId: id, websiteId: Number(websiteId) })));
  }
  if (f.tiers?.length)
    await db.insert(productTierPrice).values(f.tiers.map((t) => ({ ...t, productId: id })));
  const supplier = Object.entries(f.supplier ?? {});
  if (supplier.length > 0) {
    await db
      .insert(productSupplierPrice)
      .values(supplier.map(([websiteId, s]) => ({ ...s, productId: id, websiteId: Number(websiteId) })));
  }
  if (f.media?.length) await db.insert(productMedia).values(f.media.map((m) => ({ ...m, productId: id })));
  for (const [i, o] of (f.options ?? []).entries()) {
    const [opt] = await db
      .insert(productOption)
      .values({
        productId: id,
        type: o.type,
        titles: o.titles,
        isRequired: o.isRequired ?? false,
        sortOrder: o.sortOrder ?? i,
        price: o.price ?? null,
        priceType: o.priceType ?? 'FIXED',
        sku: o.sku ?? null,
        maxCharacters: o.maxCharacters ?? null,
      })
      .returning({ id: productOption.id });
    if (o.values?.length) {
      await db
        .insert(productOptionValue)
        .values(o.values.map((v, j) => ({ sortOrder: j, ...v, optionId: opt!.id })));
    }
  }
  if (f.files?.length) await db.insert(productFile).values(f.files.map((x) => ({ ...x, productId: id })));
  if (f.categories?.length) {
    await db
      .insert(categoryProduct)
      .values(f.categories.map((categoryId) => ({ categoryId, productId: id })));
  }
  if (f.attributeOptions?.length) {
    await db.insert(productAttributeOption).values(f.attributeOptions.map((o) => ({ ...o, productId: id })));
  }
  if (f.superAttributes?.length) {
    await db
      .insert(productSuperAttribute)
      .values(f.superAttributes.map((attributeId, position) => ({ attributeId, position, productId: id })));
  }
  if (f.fixedTaxes?.length) {
    await db.insert(productFixedTax).values(f.fixedTaxes.map((t) => ({ ...t, productId: id })));
  }
  if (f.groupedLinks?.length) {
    await db.insert(productGroupedLink).values(
      f.groupedLinks.map((l, position) => ({
        productId: id,
        linkedProductId: l.productId,
        position,
        qty: l.qty ?? '0',
      })),
    );
  }
  return id;
}

export async function insertAttribute(
  db: Db,
  a: { code: string; labels: StoreLabels; swatchType?: string | null },
  options: { labels: StoreLabels; swatchValue?: string | null; position?: number }[],
): Promise<{ id: number; options: number[] }> {
  const [attr] = await db
    .insert(attribute)
    .values({ code: a.code, labels: a.labels, swatchType: a.swatchType ?? null })
    .returning({ id: attribute.id });
  const rows = await db
    .insert(attributeOption)
    .values(options.map((o, i) => ({ position: i, ...o, attributeId: attr!.id })))
    .returning({ id: attributeOption.id });
  return { id: attr!.id, options: rows.map((r) => r.id) };
}

/** A date `days` from today (UTC), YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
