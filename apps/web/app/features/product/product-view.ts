// Turns the API's product into what the page renders: nulls resolved, lists sorted and filtered,
// options and variants in the shapes the swatch and option logic work with.

import { type QuantityRules, quantityRules } from '~/lib/cart/quantity-rules';
import type { PriceRangeFragment, ProductPageQuery, ProductPriceFragment } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';
import { type BundleView, bundleOptionKind } from './bundle-selection';
import type { CustomOptionKind, CustomOptionView } from './custom-options';
import type { GroupedMemberView } from './grouped-selection';
import type { SwatchOption, SwatchVariant } from './swatch-selection';

/** The product as product-page.graphql selects it. */
export type ApiProduct = ListItem<NonNullable<ProductPageQuery['products']>['items']>;
type ApiConfigurableProduct = Extract<ApiProduct, { __typename: 'ConfigurableProduct' }>;
type ApiBundleProduct = Extract<ApiProduct, { __typename: 'BundleProduct' }>;
type ApiGroupedProduct = Extract<ApiProduct, { __typename: 'GroupedProduct' }>;
/** The products with custom options (CustomizableProductInterface; a grouped product has none). */
type ApiCustomizableProduct = Extract<ApiProduct, { options?: unknown }>;

export interface MoneyView {
  value: number;
  currency: string;
}

export interface PriceView {
  final: MoneyView;
  regular: MoneyView;
  percentOff: number;
}

export interface PriceRangeView {
  min: PriceView;
  max: PriceView;
}

export interface TierView {
  quantity: number;
  price: MoneyView;
  percentOff: number;
}

export interface GalleryImage {
  url: string;
  label: string;
}

export interface SwatchValueView {
  uid: string;
  label: string;
  swatch: { kind: 'color' | 'image' | 'text'; value: string } | null;
}

export interface ConfigurableOptionView extends SwatchOption {
  label: string;
  values: SwatchValueView[];
}

export interface VariantView extends SwatchVariant {
  uid: string;
  sku: string;
  images: GalleryImage[];
  price: PriceRangeView;
  tiers: TierView[];
}

export interface AttachedFileGroup {
  label: string;
  files: { title: string; url: string; fileType: string }[];
}

export interface MostViewedProduct {
  uid: string;
  name: string;
  path: string;
  image: string | null;
  price: PriceRangeView;
}

export interface MostViewedBlock {
  title: string;
  products: MostViewedProduct[];
}

export interface ProductView {
  uid: string;
  id: number | null;
  isConfigurable: boolean;
  name: string;
  sku: string;
  inStock: boolean;
  expectedDelivery: string | null;
  descriptionHtml: string | null;
  images: GalleryImage[];
  price: PriceRangeView;
  tiers: TierView[];
  quantity: QuantityRules;
  customOptions: CustomOptionView[];
  configurableOptions: ConfigurableOptionView[];
  variants: VariantView[];
  /** A bundle's options and the products they offer; null for other products. */
  bundle: BundleView | null;
  /** A grouped product's members; null for other products. */
  grouped: GroupedMemberView[] | null;
  attachedFiles: AttachedFileGroup[];
  /** The designer, collection… the product belongs to (its `personally` entries). */
  personally: PersonallyLink[];
}

export interface PersonallyLink {
  type: string;
  typeTitle: string;
  key: string;
  title: string;
  shortDescription: string | null;
  image: string | null;
}

function present<T>(items: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null);
}

function toMoney(money: { value: number | null; currency: string | null } | null | undefined): MoneyView {
  return { value: money?.value ?? 0, currency: money?.currency ?? '' };
}

function toPrice(amounts: ProductPriceFragment): PriceView {
  return {
    final: toMoney(amounts.final_price),
    regular: toMoney(amounts.regular_price),
    percentOff: amounts.discount?.percent_off ?? 0,
  };
}

export function toPriceRange(range: PriceRangeFragment): PriceRangeView {
  const min = toPrice(range.minimum_price);
  return { min, max: range.maximum_price ? toPrice(range.maximum_price) : min };
}

function toTiers(tiers: ApiProduct['price_tiers']): TierView[] {
  return present(tiers)
    .filter((tier) => tier.quantity != null && tier.final_price?.value != null && tier.final_price.currency)
    .map((tier) => ({
      quantity: tier.quantity ?? 0,
      price: toMoney(tier.final_price),
      percentOff: tier.discount?.percent_off ?? 0,
    }))
    .sort((a, b) => a.quantity - b.quantity);
}

function toGallery(
  gallery: ApiProduct['media_gallery'],
  fallback: ApiProduct['image'],
  name: string,
): GalleryImage[] {
  const images = present(gallery)
    .filter((item) => !item.disabled && item.url)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({ url: item.url ?? '', label: item.label || name }));
  if (images.length === 0 && fallback?.url) return [{ url: fallback.url, label: fallback.label || name }];
  return images;
}

const OPTION_KINDS: Record<string, CustomOptionKind> = {
  CustomizableDropDownOption: 'drop_down',
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
  CustomizableFieldOption: 'field',
  CustomizableAreaOption: 'area',
};

function toCustomOptions(options: ApiCustomizableProduct['options'] | null): CustomOptionView[] {
  return present(options)
    .flatMap((option): CustomOptionView[] => {
      const kind = OPTION_KINDS[option.__typename];
      if (!kind) return [];
      const text = 'field' in option ? option.field : 'area' in option ? option.area : null;
      return [
        {
          uid: option.uid,
          kind,
          title: option.title ?? '',
          required: Boolean(option.required),
          sortOrder: option.sort_order ?? 0,
          choices: present('value' in option ? option.value : null)
            .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
            .map((value) => ({
              uid: value.uid,
              title: value.title ?? '',
              price: value.price,
              priceType: value.price_type,
            })),
          price: text?.price ?? null,
          priceType: text?.price_type ?? null,
          maxCharacters: text?.max_characters || null,
        },
      ];
    })
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

const SWATCH_KINDS: Record<string, 'color' | 'image' | 'text'> = {
  ColorSwatchData: 'color',
  ImageSwatchData: 'image',
  TextSwatchData: 'text',
};

function toConfigurableOptions(
  options: ApiConfigurableProduct['configurable_options'],
): ConfigurableOptionView[] {
  return present(options)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      uid: option.uid,
      attribute_code: option.attribute_code ?? '',
      label: option.label ?? '',
      values: present(option.values).flatMap((value) => {
        if (!value.uid) return [];
        const data = value.swatch_data;
        const kind = data ? SWATCH_KINDS[data.__typename] : undefined;
        const thumbnail = data && 'thumbnail' in data ? data.thumbnail : null;
        const swatchValue = kind === 'image' ? (thumbnail ?? data?.value) : data?.value;
        return [
          {
            uid: value.uid,
            label: value.store_label || value.label || value.default_label || '',
            swatch: kind && swatchValue ? { kind, value: swatchValue } : null,
          },
        ];
      }),
    }));
}

function toVariants(
  variants: ApiConfigurableProduct['variants'],
  parentImages: GalleryImage[],
  name: string,
): VariantView[] {
  return present(variants).flatMap((variant) => {
    const product = variant.product;
    if (!product) return [];
    // A variant without pictures of its own shows the parent's.
    const own = toGallery(product.media_gallery, null, name);
    return [
      {
        uid: product.uid,
        sku: product.sku ?? '',
        inStock: product.stock_status !== 'OUT_OF_STOCK',
        attributes: present(variant.attributes).map((attribute) => ({
          code: attribute.code ?? '',
          uid: attribute.uid,
        })),
        images: own.length > 0 ? own : parentImages,
        price: toPriceRange(product.price_range),
        tiers: toTiers(product.price_tiers),
      },
    ];
  });
}

const PRICE_TYPES = new Set(['FIXED', 'PERCENT', 'DYNAMIC']);

function toBundle(product: ApiBundleProduct): BundleView {
  return {
    dynamicPrice: product.dynamic_price ?? true,
    priceView: product.price_view === 'AS_LOW_AS' ? 'AS_LOW_AS' : 'PRICE_RANGE',
    options: present(product.bundle_items)
      .filter((item) => item.option_id != null)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => ({
        id: item.option_id ?? 0,
        uid: item.uid ?? String(item.option_id),
        title: item.title ?? '',
        required: Boolean(item.required),
        kind: bundleOptionKind(item.type),
        choices: present(item.options)
          .filter((option) => option.id != null)
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((option) => {
            const thumbnail = option.product?.thumbnail;
            const label = option.label || option.product?.name || '';
            return {
              id: option.id ?? 0,
              uid: option.uid,
              label,
              sku: option.product?.sku ?? '',
              quantity: option.quantity && option.quantity > 0 ? option.quantity : 1,
              canChangeQuantity: Boolean(option.can_change_quantity),
              price: option.price ?? 0,
              priceType:
                option.price_type && PRICE_TYPES.has(option.price_type)
                  ? (option.price_type as 'FIXED' | 'PERCENT' | 'DYNAMIC')
                  : null,
              isDefault: Boolean(option.is_default),
              inStock: option.product?.stock_status !== 'OUT_OF_STOCK',
              image: thumbnail?.url ? { url: thumbnail.url, label: thumbnail.label || label } : null,
            };
          }),
      })),
  };
}

function toGroupedMembers(items: ApiGroupedProduct['grouped_items']): GroupedMemberView[] {
  return present(items)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item) => {
      const member = item.product;
      if (!member?.sku) return [];
      const price = toPriceRange(member.price_range).min;
      const inStock = member.stock_status !== 'OUT_OF_STOCK';
      const visible = Boolean(member.url_key) && present(member.url_rewrites).length > 0;
      const thumbnail = member.thumbnail;
      const name = member.name ?? member.sku;
      return [
        {
          uid: member.uid,
          sku: member.sku,
          name,
          urlPath: visible ? `${member.url_key}${member.url_suffix ?? ''}` : null,
          image: thumbnail?.url ? { url: thumbnail.url, label: thumbnail.label || name } : null,
          price: price.final,
          regularPrice: price.regular,
          inStock,
          rules: quantityRules(member.min_sale_qty, member.qty_increments),
          defaultQuantity: inStock && item.qty && item.qty > 0 ? item.qty : 0,
        },
      ];
    });
}

export function toProductView(product: ApiProduct): ProductView {
  const name = product.name ?? '';
  const images = toGallery(product.media_gallery, product.image, name);
  const configurable = product.__typename === 'ConfigurableProduct' ? product : null;
  return {
    uid: product.uid,
    id: product.id,
    isConfigurable: product.__typename === 'ConfigurableProduct',
    name,
    sku: product.sku ?? '',
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    expectedDelivery: product.expected_delivery || null,
    descriptionHtml: product.description?.html || null,
    images,
    price: toPriceRange(product.price_range),
    tiers: toTiers(product.price_tiers),
    quantity: quantityRules(product.min_sale_qty, product.qty_increments),
    customOptions: toCustomOptions('options' in product ? product.options : null),
    configurableOptions: toConfigurableOptions(configurable?.configurable_options ?? null),
    variants: toVariants(configurable?.variants ?? null, images, name),
    bundle: product.__typename === 'BundleProduct' ? toBundle(product) : null,
    grouped: product.__typename === 'GroupedProduct' ? toGroupedMembers(product.grouped_items) : null,
    attachedFiles: present(product.attached_files)
      .map((group) => ({
        label: group.label ?? '',
        files: present(group.files).flatMap((file) =>
          file.url ? [{ title: file.title || file.url, url: file.url, fileType: file.file_type ?? '' }] : [],
        ),
      }))
      .filter((group) => group.files.length > 0),
    personally: present(product.personally).flatMap((e) =>
      e.type_url_key && e.entity_url_key
        ? [
            {
              type: e.type_url_key,
              typeTitle: e.type_title ?? '',
              key: e.entity_url_key,
              title: e.entity_title ?? e.entity_url_key,
              shortDescription: e.short_description ?? null,
              image: e.image_url ?? null,
            },
          ]
        : [],
    ),
  };
}

/** The price range over some variants: the cheapest and the dearest by final price. */
export function priceOfVariants(variants: readonly Pick<VariantView, 'price'>[]): PriceRangeView {
  const first = variants[0];
  if (!first) throw new Error('priceOfVariants needs at least one variant');
  let min = first.price.min;
  let max = first.price.max;
  for (const { price } of variants) {
    if (price.min.final.value < min.final.value) min = price.min;
    if (price.max.final.value > max.final.value) max = price.max;
  }
  return { min, max };
}
