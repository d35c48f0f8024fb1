// Field resolvers of the product types. A product reaches them as a `ProductRef` ({ id }) from
// any query (listing, route, most viewed) and is loaded once per request by the product loader.
import type {
  ConfigurableProductConfigurable_Product_Options_SelectionArgs,
  ConfigurableProductResolvers,
  Resolvers,
  SimpleProductResolvers,
  VirtualProductResolvers,
} from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { toDisplayMoney } from '../../../shared/money.ts';
import { sanitizeCmsHtml } from '../../../shared/sanitize-html.ts';
import { encodeUid } from '../category-service.ts';
import { bundleItems, bundleSettings } from './bundle.ts';
import { groupedItems } from './grouped.ts';
import { linkedProducts, productLinks } from './links.ts';
import type { ProductRecord } from './loader.ts';
import { type ProductRef, productTypename } from './product-ref.ts';
import {
  attachedFiles,
  configurableOptions,
  customAttributes,
  customizableOptions,
  dateTime,
  estimateProductAttributes,
  gallery,
  imageOutput,
  isInStock,
  legacyPrices,
  mediaGalleryEntries,
  onlyXLeftInStock,
  optionsSelection,
  ownPrice,
  personally,
  priceRange,
  priceTiers,
  productCategories,
  productRecord,
  productUrlSuffix,
  roleImage,
  showcaseAttributes,
  specialPrice,
  stockInfo,
  technicalAttributes,
  urlRewrites,
  variants,
} from './service.ts';

/** A field computed from the loaded product; null when the product no longer exists. */
function field<T, Args = Record<PropertyKey, never>>(
  compute: (p: ProductRecord, ctx: RequestContext, args: Args) => T | Promise<T>,
) {
  return async (ref: ProductRef, args: Args, ctx: RequestContext): Promise<T | null> => {
    const p = await productRecord(ctx, ref.id);
    return p ? compute(p, ctx, args) : null;
  };
}

/** A role image field; a line's chosen variant (`imageParentId`) falls back to its parent's. */
const roleImageField =
  (role: string) => (ref: ProductRef, args: Record<PropertyKey, never>, ctx: RequestContext) =>
    field((p, c) => roleImage(c, p, role, ref.imageParentId))(ref, args, ctx);

const html = (value: string | null) => ({ html: value ? sanitizeCmsHtml(value) : '' });
const num = (value: string | null) => (value == null ? null : Number(value));
const relativeUrl = (p: ProductRecord, ctx: RequestContext) => `${p.urlKey}${productUrlSuffix(ctx)}`;

const productFields = {
  uid: (ref) => encodeUid(ref.id),
  id: (ref) => ref.id,
  type_id: field((p) => p.typeId),
  name: field((p) => p.name),
  sku: field((p) => p.sku),
  url_key: field((p) => p.urlKey),
  url_suffix: (_, __, ctx) => productUrlSuffix(ctx),
  url_path: field((p) => p.urlKey),
  canonical_url: field((p, ctx) => relativeUrl(p, ctx)),
  url_rewrites: field((p, ctx) => urlRewrites(ctx, p)),
  price: field((p, ctx) => legacyPrices(ctx, p)),
  custom_attributesV2: field((p, ctx, args: { filters?: Record<string, boolean | null> | null }) =>
    customAttributes(ctx, p, args.filters ?? {}),
  ),
  relative_url: (ref, args, ctx) => ref.relativeUrl ?? field((p, c) => relativeUrl(p, c))(ref, args, ctx),
  redirect_code: (ref) => ref.redirectCode ?? 0,
  type: () => 'PRODUCT',
  meta_title: field((p) => p.metaTitle),
  meta_keyword: field((p) => p.metaKeyword),
  meta_description: field((p) => p.metaDescription),
  description: field((p) => html(p.description)),
  short_description: field((p) => html(p.shortDescription)),
  image: roleImageField('image'),
  small_image: roleImageField('small_image'),
  thumbnail: roleImageField('thumbnail'),
  swatch_image: field(
    async (p, ctx) => (await gallery(ctx, p.id)).find((m) => m.types.includes('swatch_image'))?.file ?? null,
  ),
  media_gallery: field(async (p, ctx) => (await gallery(ctx, p.id)).map((m) => imageOutput(ctx, p, m))),
  media_gallery_entries: field((p, ctx) => mediaGalleryEntries(ctx, p)),
  // Non-null in the schema, yet null for a product deleted since the query found it: GraphQL then
  // answers the whole product null, with an error. The cast keeps that; the types cannot say it.
  price_range: field((p, ctx) => priceRange(ctx, p)) as SimpleProductResolvers['price_range'],
  price_tiers: field((p, ctx) => priceTiers(ctx, p)),
  special_price: field(async (p, ctx) => {
    const special = await specialPrice(ctx, p);
    return special ? toDisplayMoney(special.value, ctx.currency).value : null;
  }),
  special_from_date: field(async (p, ctx) => dateTime((await specialPrice(ctx, p))?.from ?? null)),
  special_to_date: field(async (p, ctx) => dateTime((await specialPrice(ctx, p))?.to ?? null)),
  stock_status: field(async (p, ctx) => ((await isInStock(ctx, p)) ? 'IN_STOCK' : 'OUT_OF_STOCK')),
  only_x_left_in_stock: field((p, ctx) => onlyXLeftInStock(ctx, p)),
  new_from_date: field((p) => dateTime(p.newFromDate)),
  new_to_date: field((p) => dateTime(p.newToDate)),
  categories: field((p, ctx) => productCategories(ctx, p)),
  min_sale_qty: field((p) => num(p.minSaleQty)),
  qty_increments: field((p) => num(p.qtyIncrements)),
  expected_delivery: field((p) => p.expectedDelivery),
  attached_files: field((p, ctx) => attachedFiles(ctx, p)),
  personally: field((p, ctx) => personally(ctx, p)),
  project_attributes: field((p) => showcaseAttributes(p)),
  technical_attributes: field((p, ctx) => technicalAttributes(ctx, p)),
  astrio_stock_info: field((p) => stockInfo(p)),
  estimate_product_attributes: field((p, ctx) => estimateProductAttributes(ctx, p)),
  options: field((p, ctx) => customizableOptions(ctx, p)),
  weight: field((p) => num(p.weight)),
  related_products: (ref, _, ctx) => linkedProducts(ctx, ref.id, 'related'),
  upsell_products: (ref, _, ctx) => linkedProducts(ctx, ref.id, 'upsell'),
  crosssell_products: (ref, _, ctx) => linkedProducts(ctx, ref.id, 'crosssell'),
  product_links: field((p, ctx) => productLinks(ctx, p)),
  // Magento's "Display Product Options In": Atrium's product page shows them below the info column.
  options_container: () => 'container2',
  // Gift messages are taken for the whole order only (cart/gift-options.ts), never per product.
  gift_message_available: () => '0',
} satisfies SimpleProductResolvers & ConfigurableProductResolvers & VirtualProductResolvers;

/** BundleProduct's own settings, each read from the bundle's definition. */
function mapFields<K extends keyof Awaited<ReturnType<typeof bundleSettings>>>(keys: K[]) {
  return Object.fromEntries(
    keys.map((key) => [key, field(async (p, ctx) => (await bundleSettings(ctx, p))[key])]),
  ) as { [P in K]: ReturnType<typeof field<Awaited<ReturnType<typeof bundleSettings>>[P]>> };
}

/** The services name these values' types (`__typename`): the interface resolves by it. */
const byTypename = <T extends string>(value: { __typename?: T }) => value.__typename ?? null;

async function productType(ref: ProductRef, ctx: RequestContext) {
  return productTypename(ref.typeId ?? (await productRecord(ctx, ref.id))?.typeId);
}

/** A virtual product is never physical (no field answers one as PhysicalProductInterface). */
async function physicalType(ref: ProductRef, ctx: RequestContext) {
  const type = await productType(ref, ctx);
  return type === 'VirtualProduct' ? null : type;
}

/** A grouped product has no custom options of its own (CustomizableProductInterface). */
async function customizableType(ref: ProductRef, ctx: RequestContext) {
  const type = await productType(ref, ctx);
  return type === 'GroupedProduct' ? null : type;
}

export const productResolvers = {
  ProductInterface: { __resolveType: productType },
  PhysicalProductInterface: { __resolveType: physicalType },
  CustomizableProductInterface: { __resolveType: customizableType },
  SimpleProduct: productFields,
  // A virtual product is a simple one without weight (PhysicalProductInterface).
  VirtualProduct: (({ weight: _weight, ...fields }) => fields)(productFields),
  ConfigurableProduct: {
    ...productFields,
    configurable_options: field((p, ctx) => configurableOptions(ctx, p)),
    variants: field((p, ctx) => variants(ctx, p)),
    configurable_product_options_selection: field(
      (p, ctx, args: Partial<ConfigurableProductConfigurable_Product_Options_SelectionArgs>) =>
        optionsSelection(ctx, p, args.configurableOptionValueUids),
    ),
  },
  // A grouped product has no custom options (`options`): its members are bought as they are.
  GroupedProduct: {
    ...(({ options: _options, ...fields }) => fields)(productFields),
    items: field((p, ctx) => groupedItems(ctx, p)),
  },
  BundleProduct: {
    ...productFields,
    ...mapFields(['dynamic_price', 'dynamic_sku', 'dynamic_weight', 'price_view', 'ship_bundle_items']),
    items: field((p, ctx) => bundleItems(ctx, p, (id) => ownPrice(ctx, id))),
  },
  // Declared for Magento's clients only: no product is downloadable, so none resolves to this type
  // (productTypename). Were one to, it would answer as a virtual product with nothing to download.
  DownloadableProduct: {
    ...(({ weight: _weight, ...fields }) => fields)(productFields),
    downloadable_product_links: () => [],
    downloadable_product_samples: () => [],
    links_purchased_separately: () => 0,
    links_title: () => null,
  },
  ProductLinksInterface: { __resolveType: () => 'ProductLinks' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  AttributeValueInterface: { __resolveType: byTypename },
  AttributeSelectedOptionInterface: { __resolveType: () => 'AttributeSelectedOption' },
  CustomizableOptionInterface: { __resolveType: byTypename },
  SwatchDataInterface: { __resolveType: byTypename },
} satisfies Resolvers;
