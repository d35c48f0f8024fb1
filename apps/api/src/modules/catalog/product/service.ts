// What the product fields show, computed from the per-request loader: prices, images, options,
// configurable options and variants, files and the spec's extras.
import { Decimal } from 'decimal.js';
import type {
  CustomizableAreaOption,
  CustomizableCheckboxOption,
  CustomizableDropDownOption,
  CustomizableFieldOption,
  CustomizableMultipleOption,
  CustomizableRadioOption,
  PriceTypeEnum,
} from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError } from '../../../shared/errors.ts';
import { mediaUrl, productPlaceholderUrl } from '../../../shared/media.ts';
import { fixedProductTaxesEnabled } from '../../store/index.ts';
import { categoryIndex, decodeUid, encodeUid } from '../category-service.ts';
import { cached, cacheScope } from '../listing/cache.ts';
import { type AttributeRow, loadAttributes } from '../listing/store.ts';
import type { CategoryRecord } from '../store.ts';
import { bundleInStock, bundlePriceRange } from './bundle.ts';
import { groupedInStock, groupedPriceRange, isGrouped } from './grouped.ts';
import { type ProductRecord, productLoader, storeLabel } from './loader.ts';
import {
  type BasePrice,
  configurablePriceRange,
  displayPrice,
  fixedProductTaxes,
  optionValuePrice,
  simplePrice,
  storeToday,
  tierPrices,
} from './prices.ts';
import {
  type FixedTaxRow,
  type MediaRow,
  type ProductOptionValueRow,
  type SuperAttributeRow,
  selectFixedTaxes,
} from './store.ts';

type Ctx = RequestContext;

export const isConfigurable = (p: { typeId: string }) => p.typeId === 'configurable';

const todays = new WeakMap<Ctx, string>();

/** The store's day for this request: one instant per request, so all its prices agree. */
export function today(ctx: Ctx): string {
  let day = todays.get(ctx);
  if (day === undefined) {
    day = storeToday(ctx.config.get('general/locale/timezone') ?? 'UTC');
    todays.set(ctx, day);
  }
  return day;
}

export function productRecord(ctx: Ctx, id: number): Promise<ProductRecord | undefined> {
  return productLoader(ctx).records.load(id);
}

export function productUrlSuffix(ctx: Ctx): string {
  return ctx.config.get('catalog/seo/product_url_suffix') ?? '';
}

/** Magento's date attributes read "YYYY-MM-DD 00:00:00". */
export const dateTime = (d: string | null) => (d ? `${d} 00:00:00` : null);

// ---------------------------------------------------------------- variants and stock

/** The active variants of a configurable product, in id order. */
export async function activeVariants(ctx: Ctx, parentId: number): Promise<ProductRecord[]> {
  const loader = productLoader(ctx);
  const ids = await loader.variantIds.load(parentId);
  const records = await loader.records.loadMany(ids);
  return records.filter((r): r is ProductRecord => r?.isActive === true);
}

export async function isInStock(ctx: Ctx, p: ProductRecord): Promise<boolean> {
  if (!p.isInStock) return false;
  if (p.typeId === 'bundle') return bundleInStock(ctx, p);
  if (isGrouped(p)) return groupedInStock(ctx, p);
  if (!isConfigurable(p)) return true;
  return (await activeVariants(ctx, p.id)).some((v) => v.isInStock);
}

export function onlyXLeftInStock(ctx: Ctx, p: ProductRecord): number | null {
  const threshold = Number(ctx.config.get('cataloginventory/options/stock_threshold_qty') ?? 0);
  if (isConfigurable(p) || p.typeId === 'bundle' || isGrouped(p) || !(threshold > 0) || !p.isInStock)
    return null;
  const qty = new Decimal(p.stockQty);
  return qty.gt(0) && qty.lte(threshold) ? qty.toNumber() : null;
}

// ---------------------------------------------------------------- prices

export async function ownPrice(ctx: Ctx, id: number): Promise<BasePrice> {
  const { price, tiers } = await productLoader(ctx).prices.load(id);
  return simplePrice(price, tiers, today(ctx));
}

/** Minimum and maximum price in the base currency (configurables: over their variants). */
export async function basePriceRange(
  ctx: Ctx,
  p: ProductRecord,
): Promise<{ minimum: BasePrice; maximum: BasePrice }> {
  if (p.typeId === 'bundle') return bundlePriceRange(ctx, p, (id) => ownPrice(ctx, id));
  if (isGrouped(p)) {
    const range = await groupedPriceRange(ctx, p, ownPrice);
    if (range) return range;
  }
  if (isConfigurable(p)) {
    const variants = await activeVariants(ctx, p.id);
    const prices = await Promise.all(variants.map((v) => ownPrice(ctx, v.id)));
    const range = configurablePriceRange(
      variants.map((v, i) => ({ ...(prices[i] as BasePrice), active: v.isActive, inStock: v.isInStock })),
    );
    if (range) return range;
  }
  const own = await ownPrice(ctx, p.id);
  return { minimum: own, maximum: own };
}

export async function priceRange(ctx: Ctx, p: ProductRecord) {
  const [range, taxes] = await Promise.all([
    basePriceRange(ctx, p),
    productLoader(ctx).fixedTaxes.load(p.id),
  ]);
  const fpt = fixedProductTaxes(taxes, ctx.currency);
  return {
    minimum_price: { ...displayPrice(range.minimum, ctx.currency), fixed_product_taxes: fpt },
    maximum_price: { ...displayPrice(range.maximum, ctx.currency), fixed_product_taxes: fpt },
  };
}

/**
 * The deprecated `price` (Magento's ProductPrices, still served by 2.4): the lowest and highest
 * final prices and the regular price, from `price_range`. Fixed product taxes are not in those
 * prices; they are listed as excluded WEEE adjustments, as Magento lists them.
 */
export async function legacyPrices(ctx: Ctx, p: ProductRecord) {
  const range = await priceRange(ctx, p);
  const adjustments = range.minimum_price.fixed_product_taxes.map((tax) => ({
    amount: tax.amount,
    code: 'WEEE' as const,
    description: 'EXCLUDED' as const,
  }));
  const price = <Amount>(amount: Amount) => ({ amount, adjustments });
  return {
    minimalPrice: price(range.minimum_price.final_price),
    maximalPrice: price(range.maximum_price.final_price),
    regularPrice: price(range.minimum_price.regular_price),
  };
}

/**
 * `url_rewrites`: the product's current URLs in the store view (redirect rows are old URLs, not
 * the product's), each with the parameters of its target path (`catalog/product/view/id/5` →
 * id = 5, and `category/3` for a URL through a category), as Magento answers them.
 */
export async function urlRewrites(ctx: Ctx, p: ProductRecord) {
  const rows = await productLoader(ctx).urlRewrites.load(p.id);
  return rows.map((row) => ({ url: row.requestPath, parameters: targetParameters(row.targetPath) }));
}

export function targetParameters(targetPath: string): { name: string; value: string }[] {
  // The first three segments are the route (catalog/product/view); then name/value pairs.
  const segments = targetPath.split('/').filter(Boolean).slice(3);
  const parameters: { name: string; value: string }[] = [];
  for (let i = 0; i + 1 < segments.length; i += 2) {
    parameters.push({ name: segments[i] as string, value: segments[i + 1] as string });
  }
  return parameters;
}

export async function priceTiers(ctx: Ctx, p: ProductRecord) {
  const { price, tiers } = await productLoader(ctx).prices.load(p.id);
  if (!price) return [];
  return tierPrices(price.price, tiers, ctx.currency);
}

export async function specialPrice(ctx: Ctx, p: ProductRecord) {
  const { price } = await productLoader(ctx).prices.load(p.id);
  if (price?.specialPrice == null) return null;
  return { value: price.specialPrice, from: price.specialFromDate, to: price.specialToDate };
}

// ---------------------------------------------------------------- media

export interface ProductImageOutput {
  url: string;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

export async function gallery(ctx: Ctx, id: number): Promise<MediaRow[]> {
  return productLoader(ctx).media.load(id);
}

export function imageOutput(ctx: Ctx, p: ProductRecord, m: MediaRow): ProductImageOutput {
  return {
    url: mediaUrl(ctx, 'catalog/product', m.file),
    label: m.label || p.name,
    position: m.position,
    disabled: m.disabled,
  };
}

/** The URL keys of products (those that still exist), by id: one batched read. */
export async function productUrlKeys(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  const records = await Promise.all([...new Set(ids)].map((id) => productLoader(ctx).records.load(id)));
  return new Map(records.flatMap((record) => (record?.urlKey ? [[record.id, record.urlKey] as const] : [])));
}

/** A product's image of a role, else its parent's (a line's chosen variant without its own). */
export async function lineMedia(
  ctx: Ctx,
  productId: number,
  role: string,
  parentId?: number | null,
): Promise<MediaRow | undefined> {
  const own = (await gallery(ctx, productId)).find((m) => m.types.includes(role));
  if (own || parentId == null) return own;
  return (await gallery(ctx, parentId)).find((m) => m.types.includes(role));
}

/** The image of a role (image, small_image, thumbnail), else the parent's (a chosen variant of a
 * line, `imageParentId`), else Magento's placeholder. */
export async function roleImage(
  ctx: Ctx,
  p: ProductRecord,
  role: string,
  parentId?: number,
): Promise<ProductImageOutput> {
  const media = await lineMedia(ctx, p.id, role, parentId);
  if (media) return imageOutput(ctx, p, media);
  return { url: productPlaceholderUrl(ctx), label: p.name, position: null, disabled: null };
}

export async function mediaGalleryEntries(ctx: Ctx, p: ProductRecord) {
  return (await gallery(ctx, p.id)).map((m) => ({
    uid: encodeUid(m.id),
    id: m.id,
    file: m.file,
    label: m.label,
    position: m.position,
    disabled: m.disabled,
    media_type: 'image',
    types: m.types,
    // The gallery holds pictures only: no entry is a video.
    video_content: null,
  }));
}

// ---------------------------------------------------------------- categories

export async function productCategories(ctx: Ctx, p: ProductRecord): Promise<CategoryRecord[]> {
  const [ids, index] = await Promise.all([productLoader(ctx).categoryIds.load(p.id), categoryIndex(ctx)]);
  return ids
    .map((id) => index.byId.get(id))
    .filter((c): c is CategoryRecord => c !== undefined && c.id !== index.rootId)
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}

// ---------------------------------------------------------------- customizable options

/** A stored price type (FIXED, PERCENT) as the schema's PriceTypeEnum. */
const priceType = (value: string) => value as PriceTypeEnum;

/** An implementation of an interface, its `__typename` set: the interface's type resolver reads it. */
type Named<T extends { __typename?: string }> = T & Required<Pick<T, '__typename'>>;

export type CustomizableOptionOutput =
  | Named<CustomizableFieldOption>
  | Named<CustomizableAreaOption>
  | Named<CustomizableDropDownOption>
  | Named<CustomizableRadioOption>
  | Named<CustomizableCheckboxOption>
  | Named<CustomizableMultipleOption>;

const textOptionTypeNames = { field: 'CustomizableFieldOption', area: 'CustomizableAreaOption' } as const;
const listOptionTypeNames = {
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption',
} as const;

const isKey = <T extends object>(names: T, key: string): key is Extract<keyof T, string> => key in names;

export async function customizableOptions(ctx: Ctx, p: ProductRecord): Promise<CustomizableOptionOutput[]> {
  const options = await productLoader(ctx).options.load(p.id);
  if (options.length === 0) return [];
  const regular = (await basePriceRange(ctx, p)).minimum.regular;
  const storeId = ctx.store.id;
  return options.flatMap(({ option, values }): CustomizableOptionOutput[] => {
    const base = {
      option_id: option.id,
      uid: encodeUid(`custom-option/${option.id}`),
      title: storeLabel(option.titles, storeId),
      required: option.isRequired,
      sort_order: option.sortOrder,
    };
    if (isKey(textOptionTypeNames, option.type)) {
      return [
        {
          __typename: textOptionTypeNames[option.type],
          ...base,
          product_sku: p.sku,
          value: {
            uid: encodeUid(`custom-option/${option.id}`),
            max_characters: option.maxCharacters,
            price: optionValuePrice(option.price, option.priceType, regular, ctx.currency),
            price_type: priceType(option.priceType),
            sku: option.sku,
          },
        },
      ];
    }
    if (!isKey(listOptionTypeNames, option.type)) return [];
    return [
      {
        __typename: listOptionTypeNames[option.type],
        ...base,
        value: values.map((v) => ({
          uid: encodeUid(`custom-option/${option.id}/${v.id}`),
          option_type_id: v.id,
          title: storeLabel(v.titles, storeId),
          price: optionValuePrice(v.price, v.priceType, regular, ctx.currency),
          price_type: priceType(v.priceType),
          sku: v.sku,
          sort_order: v.sortOrder,
        })),
      },
    ];
  });
}

// ---------------------------------------------------------------- configurable options and swatches

export const configurableValueUid = (attributeId: number, optionId: number) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);

export interface SwatchOutput {
  __typename: 'TextSwatchData' | 'ColorSwatchData' | 'ImageSwatchData';
  value: string | null;
  thumbnail?: string;
}

/** Swatch data of an option: colour (#rrggbb), image (media path + thumbnail URL) or text. */
export function swatchData(
  ctx: Ctx,
  swatchType: string | null,
  option: Pick<ProductOptionValueRow, 'swatchValue' | 'labels'>,
): SwatchOutput | null {
  if (swatchType === 'text') {
    return {
      __typename: 'TextSwatchData',
      value: option.swatchValue ?? storeLabel(option.labels, ctx.store.id),
    };
  }
  if (swatchType !== 'visual' || !option.swatchValue) return null;
  if (/^#[0-9a-f]{3,8}$/i.test(option.swatchValue))
    return { __typename: 'ColorSwatchData', value: option.swatchValue };
  return {
    __typename: 'ImageSwatchData',
    value: option.swatchValue,
    thumbnail: mediaUrl(ctx, 'catalog/swatch', option.swatchValue),
  };
}

interface ConfigurableData {
  attributes: SuperAttributeRow[];
  variants: { record: ProductRecord; options: Map<number, ProductOptionValueRow> }[];
}

/** The configurable's attributes and its active variants with their option per attribute. */
export async function configurableData(ctx: Ctx, p: ProductRecord): Promise<ConfigurableData> {
  const loader = productLoader(ctx);
  const [attributes, variants] = await Promise.all([
    loader.superAttributes.load(p.id),
    activeVariants(ctx, p.id),
  ]);
  const options = await loader.attributeOptions.loadMany(variants.map((v) => v.id));
  const attributeIds = new Set(attributes.map((a) => a.attributeId));
  return {
    attributes,
    variants: variants
      .map((record, i) => ({
        record,
        options: new Map(
          (options[i] ?? []).filter((o) => attributeIds.has(o.attributeId)).map((o) => [o.attributeId, o]),
        ),
      }))
      // A variant must carry a value for every configurable attribute to be selectable.
      .filter((v) => attributes.every((a) => v.options.has(a.attributeId))),
  };
}

function distinctValues(data: ConfigurableData, attributeId: number): ProductOptionValueRow[] {
  const byId = new Map<number, ProductOptionValueRow>();
  for (const v of data.variants) {
    const option = v.options.get(attributeId);
    if (option && !byId.has(option.optionId)) byId.set(option.optionId, option);
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.optionId - b.optionId);
}

export async function configurableOptions(ctx: Ctx, p: ProductRecord) {
  const data = await configurableData(ctx, p);
  const storeId = String(ctx.store.id);
  return data.attributes.map((a) => ({
    id: a.attributeId,
    uid: encodeUid(`configurable/${p.id}/${a.attributeId}`),
    attribute_code: a.code,
    attribute_id: String(a.attributeId),
    attribute_id_v2: a.attributeId,
    attribute_uid: encodeUid(a.attributeId),
    label: storeLabel(a.labels, ctx.store.id),
    position: a.position,
    product_id: p.id,
    use_default: !(storeId in a.labels),
    values: distinctValues(data, a.attributeId).map((o) => ({
      uid: configurableValueUid(a.attributeId, o.optionId),
      value_index: o.optionId,
      label: storeLabel(o.labels, ctx.store.id),
      default_label: o.labels['0'] ?? storeLabel(o.labels, ctx.store.id),
      store_label: storeLabel(o.labels, ctx.store.id),
      use_default_value: !(storeId in o.labels),
      swatch_data: swatchData(ctx, a.swatchType, o),
    })),
  }));
}

export async function variants(ctx: Ctx, p: ProductRecord) {
  const data = await configurableData(ctx, p);
  return data.variants.map((v) => ({
    product: { id: v.record.id, typeId: v.record.typeId },
    attributes: data.attributes.map((a) => {
      const o = v.options.get(a.attributeId) as ProductOptionValueRow;
      return {
        code: a.code,
        label: storeLabel(o.labels, ctx.store.id),
        value_index: o.optionId,
        uid: configurableValueUid(a.attributeId, o.optionId),
      };
    }),
  }));
}

function parseValueUid(uid: string): { attributeId: number; optionId: number } {
  const match = /^configurable\/(\d+)\/(\d+)$/.exec(decodeUid(uid));
  if (!match) throw inputError(`Wrong format of option value uid: ${uid}`);
  return { attributeId: Number(match[1]), optionId: Number(match[2]) };
}

/**
 * `configurable_product_options_selection`: for the values selected so far, which values of each
 * attribute still lead to a salable variant, the variant once every attribute is chosen, and the
 * gallery to show (the variant's, else the product's).
 */
export async function optionsSelection(ctx: Ctx, p: ProductRecord, uids: string[] | null | undefined) {
  const data = await configurableData(ctx, p);
  const selected = new Map<number, number>();
  for (const uid of uids ?? []) {
    const { attributeId, optionId } = parseValueUid(uid);
    selected.set(attributeId, optionId);
  }
  const salable = data.variants.filter((v) => v.record.isInStock);
  const matches = (v: ConfigurableData['variants'][number], except?: number) =>
    [...selected].every(
      ([attributeId, optionId]) =>
        attributeId === except || v.options.get(attributeId)?.optionId === optionId,
    );

  const availableFor = (attributeId: number) =>
    new Set(salable.filter((v) => matches(v, attributeId)).map((v) => v.options.get(attributeId)?.optionId));

  const complete = data.attributes.length > 0 && data.attributes.every((a) => selected.has(a.attributeId));
  const variant = complete ? data.variants.find((v) => matches(v)) : undefined;
  const variantMedia = variant ? await gallery(ctx, variant.record.id) : [];
  const media = variantMedia.length > 0 ? variantMedia : await gallery(ctx, p.id);
  const mediaOwner = variantMedia.length > 0 && variant ? variant.record : p;

  return {
    configurable_options: data.attributes.map((a) => {
      const available = availableFor(a.attributeId);
      return {
        attribute_code: a.code,
        label: storeLabel(a.labels, ctx.store.id) ?? a.code,
        uid: encodeUid(`configurable/${p.id}/${a.attributeId}`),
        values: distinctValues(data, a.attributeId).map((o) => ({
          uid: configurableValueUid(a.attributeId, o.optionId),
          label: storeLabel(o.labels, ctx.store.id) ?? '',
          is_use_default: !(String(ctx.store.id) in o.labels),
          is_available: available.has(o.optionId),
          swatch: swatchData(ctx, a.swatchType, o),
        })),
      };
    }),
    options_available_for_selection: data.attributes.map((a) => ({
      attribute_code: a.code,
      option_value_uids: [...availableFor(a.attributeId)]
        .filter((id): id is number => id !== undefined)
        .map((id) => configurableValueUid(a.attributeId, id)),
    })),
    variant: variant ? { id: variant.record.id, typeId: variant.record.typeId } : null,
    media_gallery: media.map((m) => imageOutput(ctx, mediaOwner, m)),
  };
}

// ---------------------------------------------------------------- files and the spec's extras

export async function attachedFiles(ctx: Ctx, p: ProductRecord) {
  const files = await productLoader(ctx).files.load(p.id);
  const groups = new Map<
    string,
    { label: string; files: { title: string | null; url: string; file_type: string }[] }
  >();
  for (const f of files) {
    const label = storeLabel(f.fileType, ctx.store.id) ?? '';
    let group = groups.get(label);
    if (!group) {
      group = { label, files: [] };
      groups.set(label, group);
    }
    group.files.push({
      title: storeLabel(f.title, ctx.store.id),
      url: mediaUrl(ctx, 'catalog/files', f.file),
      file_type: label,
    });
  }
  return [...groups.values()];
}

const str = (v: unknown): string | null => (v == null ? null : String(v));
const int = (v: unknown): number | null => {
  const n = Number(v);
  return v == null || v === '' || !Number.isInteger(n) ? null : n;
};
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null) : [];

export function personally(ctx: Ctx, p: ProductRecord) {
  return records(p.extra.personally).map((e) => ({
    attribute_code: str(e.attribute_code),
    entity_title: str(e.entity_title),
    entity_url_key: str(e.entity_url_key),
    handle: str(e.handle),
    image_url: e.image_url ? mediaUrl(ctx, 'catalog/product', String(e.image_url)) : null,
    option_id: int(e.option_id),
    short_description: str(e.short_description),
    description: str(e.description),
    type_id: int(e.type_id),
    type_title: str(e.type_title),
    type_url_key: str(e.type_url_key),
  }));
}

/** The showcase product's attributes (the API's `project_attributes` field). */
export function showcaseAttributes(p: ProductRecord) {
  return records(p.extra.project_attributes).map((e) => ({
    attribute_code: str(e.attribute_code),
    title: str(e.title),
    value: str(e.value),
  }));
}

// ---------------------------------------------------------------- spec sheet and estimate figures

const attributeIndexes = new WeakMap<Ctx, Promise<Map<number, AttributeRow>>>();

/**
 * Every attribute by id, read once per request (and shared with the listing through its cache):
 * the labels of the product's option attributes, whatever number of products asks.
 */
function attributeIndex(ctx: Ctx): Promise<Map<number, AttributeRow>> {
  let index = attributeIndexes.get(ctx);
  if (!index) {
    index = cacheScope(ctx)
      .then((scope) => cached(scope, 'attributes', [], () => loadAttributes(ctx.db)))
      .then(({ attributes }) => new Map(attributes.map((a) => [a.id, a])));
    attributeIndexes.set(ctx, index);
  }
  return index;
}

const UNIT_LABELS: Record<string, Record<string, string>> = {
  en: { weight: 'Weight', kgs: 'kg', lbs: 'lb' },
  ru: { weight: 'Вес', kgs: 'кг', lbs: 'фунт' },
};
const unitLabel = (ctx: Ctx, key: string) =>
  (UNIT_LABELS[ctx.locale.slice(0, 2)] ?? UNIT_LABELS.en)?.[key] ?? UNIT_LABELS.en?.[key] ?? key;

/** The product's weight as a plain number and its unit (the store's weight unit), if it has one. */
function weightFigure(ctx: Ctx, p: ProductRecord) {
  if (p.weight == null) return null;
  return {
    title: unitLabel(ctx, 'weight'),
    value: new Decimal(p.weight).toString(),
    unit: unitLabel(ctx, ctx.config.get('general/locale/weight_unit') ?? 'kgs'),
  };
}

/**
 * `technical_attributes`: the product's own option attributes (colour, material, size,
 * manufacturer, style…) in attribute order, each with its label and value labels in the store
 * view's language (a multiselect's values joined by ", "), then its weight with the unit. A
 * configurable shows its own values; its variants' are on the variants.
 */
/**
 * The product's option attributes in attribute position order, each with its chosen options in
 * option position order (technical_attributes, custom_attributesV2).
 */
async function attributesWithOptions(ctx: Ctx, p: ProductRecord) {
  const [options, index] = await Promise.all([
    productLoader(ctx).attributeOptions.load(p.id),
    attributeIndex(ctx),
  ]);
  const byAttribute = new Map<number, ProductOptionValueRow[]>();
  for (const o of options) byAttribute.set(o.attributeId, [...(byAttribute.get(o.attributeId) ?? []), o]);
  return [...byAttribute]
    .map(([attributeId, values]) => ({ attr: index.get(attributeId), values }))
    .filter((l): l is { attr: AttributeRow; values: ProductOptionValueRow[] } => l.attr !== undefined)
    .sort((a, b) => a.attr.position - b.attr.position || a.attr.id - b.attr.id)
    .map(({ attr, values }) => ({
      attr,
      values: [...values].sort((a, b) => a.position - b.position || a.optionId - b.optionId),
    }));
}

export async function technicalAttributes(ctx: Ctx, p: ProductRecord) {
  const lines = (await attributesWithOptions(ctx, p)).map(({ attr, values }) => ({
    attribute_code: attr.code,
    title: storeLabel(attr.labels, ctx.store.id) ?? attr.code,
    value: values.map((v) => storeLabel(v.labels, ctx.store.id) ?? '').join(', '),
  }));
  const weight = weightFigure(ctx, p);
  if (weight)
    lines.push({ attribute_code: 'weight', title: weight.title, value: `${weight.value} ${weight.unit}` });
  return lines;
}

/** The attribute properties `custom_attributesV2(filters)` can check, from the attribute's row. */
const ATTRIBUTE_PROPERTIES: Record<string, (attr: AttributeRow) => boolean> = {
  is_filterable: (attr) => attr.isFilterable,
  is_filterable_in_search: (attr) => attr.isFilterableInSearch,
  // Every option attribute of a product is shown on its page (technical_attributes).
  is_visible_on_front: () => true,
  is_html_allowed_on_front: () => false,
  is_wysiwyg_enabled: () => false,
};

/**
 * `custom_attributesV2`: the product's option attributes in position order, each with its chosen
 * options (label in the store view's language, value the option id). A filter on a property the
 * catalogue does not keep is answered in `errors` (FILTER_NOT_FOUND) and filters nothing.
 */
export async function customAttributes(
  ctx: Ctx,
  p: ProductRecord,
  filters: Record<string, boolean | null> = {},
) {
  const errors: { type: 'FILTER_NOT_FOUND'; message: string }[] = [];
  const checks: ((attr: AttributeRow) => boolean)[] = [];
  for (const [name, wanted] of Object.entries(filters)) {
    if (wanted == null) continue;
    const property = ATTRIBUTE_PROPERTIES[name];
    if (property) checks.push((attr) => property(attr) === wanted);
    else
      errors.push({
        type: 'FILTER_NOT_FOUND',
        message: `The "${name}" filter is not kept by this catalogue.`,
      });
  }
  const items = (await attributesWithOptions(ctx, p))
    .filter(({ attr }) => checks.every((check) => check(attr)))
    .map(({ attr, values }) => ({
      __typename: 'AttributeSelectedOptions' as const,
      code: attr.code,
      selected_options: values.map((v) => ({
        __typename: 'AttributeSelectedOption' as const,
        label: storeLabel(v.labels, ctx.store.id) ?? '',
        value: String(v.optionId),
      })),
    }));
  return { errors, items };
}

/** `astrio_stock_info`: the quantity rules products already show as min_sale_qty, qty_increments. */
export function stockInfo(p: ProductRecord) {
  return { min_sale_qty: Number(p.minSaleQty), qty_increments: Number(p.qtyIncrements) };
}

/**
 * `estimate_product_attributes`: the figures with a unit an estimate shows per product. The
 * catalogue has one such figure, the weight (in the store's weight unit); option attributes have
 * no unit and are on `technical_attributes`.
 */
export function estimateProductAttributes(ctx: Ctx, p: ProductRecord) {
  const weight = weightFigure(ctx, p);
  return weight
    ? [{ attributeCode: 'weight', title: weight.title, value: weight.value, postfix: weight.unit }]
    : [];
}

/**
 * The fixed product taxes of the products for deliveries to `country`, as carts charge them: none
 * while the store view has them off (tax/weee/enable), as the products then list none either.
 */
export async function fixedTaxesFor(
  ctx: Ctx,
  ids: number[],
  country: string | undefined,
): Promise<FixedTaxRow[]> {
  if (!country || ids.length === 0 || !fixedProductTaxesEnabled(ctx.config)) return [];
  return selectFixedTaxes(ctx.db, ids, ctx.website.id, country);
}

// What other modules look up of a product without the per-request loader: a cart line or a wish
// list item by SKU or id, whether it is listed in a store view, and the country of its fixed
// product taxes (`fixedTaxesFor` above reads the taxes themselves).
export {
  findProductById,
  findProductsBySku,
  isListed,
  type ProductLookup,
  selectFirstRegionCountry,
  selectRegionCountry,
} from './store.ts';
