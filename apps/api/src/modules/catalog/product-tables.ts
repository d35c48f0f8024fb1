import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { category } from './tables.ts';

/** Labels per store view: `{"0": "Colour", "1": "Цвет"}`; key "0" is the default for every view. */
export type StoreLabels = Record<string, string>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Attributes a product can be described, filtered and configured by (Magento's EAV attributes,
 * only the ones that carry options: colour, material, size, brand…). Text attributes live on
 * `product_store`.
 */
export const attribute = pgTable('attribute', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  /** select | multiselect | boolean | price */
  frontendInput: varchar('frontend_input', { length: 16 }).notNull().default('select'),
  labels: jsonb('labels').$type<StoreLabels>().notNull(),
  /** Shown in layered navigation of categories / of search results. */
  isFilterable: boolean('is_filterable').notNull().default(false),
  isFilterableInSearch: boolean('is_filterable_in_search').notNull().default(false),
  usedForSortBy: boolean('used_for_sort_by').notNull().default(false),
  /** The spec's filter group: main | additional | range. */
  filterGroup: varchar('filter_group', { length: 16 }).notNull().default('main'),
  position: integer('position').notNull().default(0),
  /** visual (colour or image swatches) | text | null when the attribute has no swatches. */
  swatchType: varchar('swatch_type', { length: 16 }),
});

export const attributeOption = pgTable(
  'attribute_option',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id),
    position: integer('position').notNull().default(0),
    labels: jsonb('labels').$type<StoreLabels>().notNull(),
    /** "#rrggbb" for a colour swatch, a media path for an image swatch, a short text otherwise. */
    swatchValue: text('swatch_value'),
  },
  (t) => [index('attribute_option_attribute').on(t.attributeId)],
);

/**
 * A product: `simple` or `configurable`. A configurable's variants are simple products whose
 * `parent_id` points at it (visibility 1: not visible on their own).
 */
export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    typeId: varchar('type_id', { length: 16 }).notNull().default('simple'),
    parentId: integer('parent_id'),
    /** Magento's visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search. */
    visibility: integer('visibility').notNull().default(4),
    isActive: boolean('is_active').notNull().default(true),
    urlKey: varchar('url_key', { length: 255 }).notNull().unique(),
    weight: numeric('weight', { precision: 12, scale: 4 }),
    /** Stock: quantity on hand and the "in stock" flag (a configurable is in stock when a variant is). */
    stockQty: numeric('stock_qty', { precision: 12, scale: 4 }).notNull().default('0'),
    isInStock: boolean('is_in_stock').notNull().default(true),
    minSaleQty: numeric('min_sale_qty', { precision: 12, scale: 4 }).notNull().default('1'),
    qtyIncrements: numeric('qty_increments', { precision: 12, scale: 4 }).notNull().default('1'),
    newFromDate: date('new_from_date'),
    newToDate: date('new_to_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_parent').on(t.parentId)],
);

/**
 * Store-view texts of a product; store id 0 holds the default a view falls back to.
 * `extra` carries the spec's structured extras: `personally` entries and the showcase's
 * `project_attributes` ([{attribute_code, title, value}]).
 */
export const productStore = pgTable(
  'product_store',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    metaTitle: text('meta_title'),
    metaKeyword: text('meta_keyword'),
    metaDescription: text('meta_description'),
    /** Shown as is, e.g. "2–3 недели" / "Ships in 2–3 weeks". */
    expectedDelivery: text('expected_delivery'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] })],
);

/** Prices are per website, in the website's base currency (Magento's price scope "website"). */
export const productPrice = pgTable(
  'product_price',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    websiteId: integer('website_id').notNull(),
    price: numeric('price', { precision: 20, scale: 4 }).notNull(),
    specialPrice: numeric('special_price', { precision: 20, scale: 4 }),
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.websiteId] })],
);

/**
 * What a product costs us (design/b2b.md §4), per website in its base currency like the prices: the
 * supplier's list price, the supplier's discount to us in percent and the landed-cost multiplier
 * (freight, duty). Managers' figures: never on the public product type, read by other modules only
 * through the catalogue's `supplierFigures` (modules/catalog/index.ts). Each may be unknown (null).
 */
export const productSupplierPrice = pgTable(
  'product_supplier_price',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    websiteId: integer('website_id').notNull(),
    factoryPrice: numeric('factory_price', { precision: 20, scale: 4 }),
    factoryPriceDiscount: numeric('factory_price_discount', { precision: 7, scale: 4 }),
    costFactor: numeric('cost_factor', { precision: 10, scale: 4 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.websiteId] }),
    check('product_supplier_price_factory_price', sql`${t.factoryPrice} >= 0`),
    check('product_supplier_price_discount', sql`${t.factoryPriceDiscount} between 0 and 100`),
    check('product_supplier_price_cost_factor', sql`${t.costFactor} > 0`),
  ],
);

/** Tier prices for all customer groups: from `qty` units on, each unit costs `value`. */
export const productTierPrice = pgTable(
  'product_tier_price',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    websiteId: integer('website_id').notNull(),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    value: numeric('value', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('product_tier_price_unique').on(t.productId, t.websiteId, t.qty)],
);

/** Option values of select / multiselect attributes a product has (a multiselect has several). */
export const productAttributeOption = pgTable(
  'product_attribute_option',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => attributeOption.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionId] }),
    index('product_attribute_option_attribute').on(t.attributeId, t.optionId),
  ],
);

/** The attributes a configurable product is configured by, in display order. */
export const productSuperAttribute = pgTable(
  'product_super_attribute',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attribute.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/**
 * Gallery images. `file` is relative to the product media directory ("/s/o/sofa-12.svg");
 * `types` marks the roles: image, small_image, thumbnail, swatch_image.
 */
export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    file: text('file').notNull(),
    label: text('label'),
    position: integer('position').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('product_media_product').on(t.productId)],
);

/** Products assigned to categories, with their position in that category. */
export const categoryProduct = pgTable(
  'category_product',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_product_product').on(t.productId),
  ],
);

/** Customizable options: field, area, drop_down, radio, checkbox, multiple. */
export const productOption = pgTable(
  'product_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    type: varchar('type', { length: 16 }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    titles: jsonb('titles').$type<StoreLabels>().notNull(),
    /** Field and area options carry their own price; choice options price each value. */
    price: numeric('price', { precision: 20, scale: 4 }),
    priceType: varchar('price_type', { length: 8 }).notNull().default('FIXED'),
    sku: varchar('sku', { length: 64 }),
    maxCharacters: integer('max_characters'),
  },
  (t) => [index('product_option_product').on(t.productId)],
);

export const productOptionValue = pgTable(
  'product_option_value',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOption.id),
    titles: jsonb('titles').$type<StoreLabels>().notNull(),
    price: numeric('price', { precision: 20, scale: 4 }).notNull().default('0'),
    priceType: varchar('price_type', { length: 8 }).notNull().default('FIXED'),
    sku: varchar('sku', { length: 64 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_option_value_option').on(t.optionId)],
);

/** Files attached to a product (instructions, certificates, 3D models), grouped by `file_type`. */
export const productFile = pgTable(
  'product_file',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    fileType: jsonb('file_type').$type<StoreLabels>().notNull(),
    title: jsonb('title').$type<StoreLabels>().notNull(),
    file: text('file').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_file_product').on(t.productId)],
);

/** Product page views per day, counted by the storefront; feeds the most-viewed blocks. */
export const productView = pgTable(
  'product_view',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    storeId: integer('store_id').notNull(),
    day: date('day').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId, t.day] })],
);

/**
 * The listing index: one row per store view and visible product, derived from the tables above
 * by `reindexProducts` so that a filtered, faceted, sorted page is answered from one table with
 * GIN indexes. Never edited by hand.
 * - `category_ids`: the categories the product is in, and all their anchor ancestors.
 * - `option_ids`: attribute options of the product and, for a configurable, of its variants.
 * - `price`: minimal final price in the website's base currency (configurables: over variants).
 * - `search`: weighted tsvector (name A, sku A, short description B, description C) built with
 *   the store view's language configuration.
 */
/**
 * The catalogue version: one row (id 1), bumped by `reindexProducts` in the transaction that
 * rewrites `product_listing`. Listing result caches key their entries with it, so every process
 * stops using entries of an older index as soon as the reindex commits.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const productListing = pgTable(
  'product_listing',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    name: text('name').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    optionIds: integer('option_ids').array().notNull(),
    price: numeric('price', { precision: 20, scale: 4 }).notNull(),
    inStock: boolean('in_stock').notNull(),
    visibleInCatalog: boolean('visible_in_catalog').notNull(),
    visibleInSearch: boolean('visible_in_search').notNull(),
    search: tsvector('search').notNull(),
    /** The final price (`price`) is below the regular price today: a special or tier price applies. */
    onSale: boolean('on_sale').notNull().default(false),
    /** `news_from_date` while the product is new today (within its new-from/new-to dates), else null. */
    newsFromDate: date('news_from_date'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('product_listing_on_sale').on(t.storeId, t.price).where(sql`on_sale`),
    index('product_listing_news_from').on(t.storeId, t.newsFromDate),
    index('product_listing_categories').using('gin', t.categoryIds),
    index('product_listing_options').using('gin', t.optionIds),
    index('product_listing_search').using('gin', t.search),
    index('product_listing_price').on(t.storeId, t.price),
    index('product_listing_name').on(t.storeId, t.name),
  ],
);

/**
 * URL rewrites per store view (Magento `url_rewrite`): the current URL of each category, product
 * and CMS page (redirect_type 0) and the old URLs of renamed ones (301/302 to `target_path`).
 */
export const urlRewrite = pgTable(
  'url_rewrite',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    requestPath: varchar('request_path', { length: 255 }).notNull(),
    targetPath: varchar('target_path', { length: 255 }).notNull(),
    /** category | product | cms-page | custom */
    entityType: varchar('entity_type', { length: 16 }).notNull(),
    entityId: integer('entity_id').notNull(),
    redirectType: integer('redirect_type').notNull().default(0),
  },
  (t) => [
    uniqueIndex('url_rewrite_request').on(t.storeId, t.requestPath),
    index('url_rewrite_entity').on(t.entityType, t.entityId),
  ],
);

/**
 * Fixed product taxes (Magento's FPT / WEEE): an amount per unit in the website's base currency,
 * charged for deliveries to a country (e.g. an eco-fee on furniture), shown with its label.
 */
export const productFixedTax = pgTable(
  'product_fixed_tax',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    websiteId: integer('website_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 4 }).notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('product_fixed_tax_product').on(t.productId, t.websiteId, t.countryCode)],
);

/**
 * A bundle product's settings (Magento's bundle attributes, issue 18): a dynamic price is the sum
 * of the chosen items' own prices; a fixed one is the bundle's `product_price` plus each chosen
 * item's selection price. `price_view`: PRICE_RANGE | AS_LOW_AS; `ship_bundle_items`: TOGETHER |
 * SEPARATELY. docs/catalogue.md describes the rules.
 */
export const productBundle = pgTable('product_bundle', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id),
  dynamicPrice: boolean('dynamic_price').notNull().default(true),
  dynamicSku: boolean('dynamic_sku').notNull().default(true),
  dynamicWeight: boolean('dynamic_weight').notNull().default(true),
  priceView: varchar('price_view', { length: 16 }).notNull().default('PRICE_RANGE'),
  shipBundleItems: varchar('ship_bundle_items', { length: 16 }).notNull().default('TOGETHER'),
});

/** A bundle's option ("Table", "Chairs"): select | radio | checkbox | multi, required or not. */
export const productBundleOption = pgTable(
  'product_bundle_option',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    type: varchar('type', { length: 16 }).notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    position: integer('position').notNull().default(0),
    titles: jsonb('titles').$type<StoreLabels>().notNull(),
  },
  (t) => [
    index('product_bundle_option_product').on(t.productId),
    check('product_bundle_option_type', sql`${t.type} in ('select', 'radio', 'checkbox', 'multi')`),
  ],
);

/**
 * A product an option offers (a simple or virtual product), with its default quantity per bundle
 * and whether the shopper may change it (select and radio options only). `prices` is the selection
 * price of a fixed-price bundle per website id, in the website's base currency (a percentage of
 * the bundle's price when `price_type` is PERCENT); a dynamic bundle charges the product's price.
 */
export const productBundleSelection = pgTable(
  'product_bundle_selection',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productBundleOption.id),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('1'),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    priceType: varchar('price_type', { length: 8 }).notNull().default('FIXED'),
    prices: jsonb('prices').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('product_bundle_selection_option').on(t.optionId),
    index('product_bundle_selection_product').on(t.productId),
    uniqueIndex('product_bundle_selection_unique').on(t.optionId, t.productId),
    check('product_bundle_selection_qty', sql`${t.qty} > 0`),
    check('product_bundle_selection_price_type', sql`${t.priceType} in ('FIXED', 'PERCENT')`),
  ],
);

/**
 * A grouped product's members (Magento's "associated products", issue 18): simple or virtual
 * products sold side by side, each with the quantity the product page suggests.
 */
export const productGroupedLink = pgTable(
  'product_grouped_link',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => product.id),
    position: integer('position').notNull().default(0),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.linkedProductId] }),
    index('product_grouped_link_linked').on(t.linkedProductId),
    check('product_grouped_link_qty', sql`${t.qty} >= 0`),
  ],
);

/** Magento's product link types shown on a product: related, up-sell and cross-sell products. */
export const PRODUCT_LINK_TYPES = ['related', 'upsell', 'crosssell'] as const;
export type ProductLinkType = (typeof PRODUCT_LINK_TYPES)[number];

/**
 * Related, up-sell and cross-sell products (Magento's `catalog_product_link`): `linked_product_id`
 * is shown with `product_id` in `position` order (docs/catalogue.md). A store view shows the linked
 * products it lists (`product_listing`), so a link to a switched-off product stays but is not shown.
 */
export const productLink = pgTable(
  'product_link',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => product.id),
    linkType: varchar('link_type', { length: 16 }).$type<ProductLinkType>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.linkType, t.linkedProductId] }),
    index('product_link_linked').on(t.linkedProductId),
    check('product_link_type', sql`${t.linkType} in ('related', 'upsell', 'crosssell')`),
    check('product_link_not_itself', sql`${t.productId} <> ${t.linkedProductId}`),
  ],
);
