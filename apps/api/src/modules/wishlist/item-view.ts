// What a wish list item shows: its product (as the catalogue's ProductRef), the variant chosen and
// its configurable options, and the custom options chosen, all through the per-request product
// loader (a page of items costs a few queries, not a few per item).
import { currencyInfo } from '@atrium/money';
import type { CartItemSelectedOptionValuePrice } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { encodeUid } from '../catalog/category-service.ts';
import { productLoader, storeLabel } from '../catalog/product/loader.ts';
import type { ProductRef } from '../catalog/product/product-ref.ts';
import { configurableValueUid, productRecord } from '../catalog/product/service.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import type { WishlistItemRow } from './store.ts';

/** The parent of the WishlistItemInterface fields. */
export interface ItemView {
  __typename: 'SimpleWishlistItem' | 'ConfigurableWishlistItem';
  row: WishlistItemRow;
  id: string;
  quantity: number;
  qty: number;
  description: string | null;
  added_at: string;
  product: ProductRef;
}

export async function toItemViews(ctx: RequestContext, rows: WishlistItemRow[]): Promise<ItemView[]> {
  const records = await productLoader(ctx).records.loadMany(rows.map((r) => r.productId));
  return rows.map((row, i) => {
    const typeId = records[i]?.typeId ?? 'simple';
    return {
      __typename: typeId === 'configurable' ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
      row,
      id: String(row.id),
      quantity: Number(row.qty),
      qty: Number(row.qty),
      description: row.description,
      added_at: magentoDateTime(row.addedAt),
      product: { id: row.productId, typeId },
    };
  });
}

/** What the option fields read of an item: a wish list item's row, or a cart line shaped alike. */
export interface ChosenItem {
  row: { productId: number; childProductId: number | null; options: Record<string, string> };
}

/** The variant chosen, while it is still an active variant of the product. */
async function activeVariant(ctx: RequestContext, item: ChosenItem) {
  if (item.row.childProductId === null) return undefined;
  const variant = await productRecord(ctx, item.row.childProductId);
  return variant?.isActive && variant.parentId === item.row.productId ? variant : undefined;
}

export async function configuredVariant(ctx: RequestContext, item: ChosenItem): Promise<ProductRef | null> {
  const variant = await activeVariant(ctx, item);
  return variant ? { id: variant.id, typeId: variant.typeId } : null;
}

export async function childSku(ctx: RequestContext, item: ItemView): Promise<string> {
  const variant = await activeVariant(ctx, item);
  return variant?.sku ?? (await productRecord(ctx, item.row.productId))?.sku ?? '';
}

/** SelectedConfigurableOption of the chosen variant, one per configurable attribute. */
export async function configurableOptions(ctx: RequestContext, item: ChosenItem) {
  const variant = await activeVariant(ctx, item);
  if (!variant) return [];
  const loader = productLoader(ctx);
  const [attributes, values] = await Promise.all([
    loader.superAttributes.load(item.row.productId),
    loader.attributeOptions.load(variant.id),
  ]);
  return attributes.flatMap((a) => {
    const value = values.find((v) => v.attributeId === a.attributeId);
    if (!value) return [];
    return [
      {
        id: a.attributeId,
        configurable_product_option_uid: encodeUid(`configurable/${item.row.productId}/${a.attributeId}`),
        option_label: storeLabel(a.labels, ctx.store.id) ?? a.code,
        value_id: value.optionId,
        configurable_product_option_value_uid: configurableValueUid(a.attributeId, value.optionId),
        value_label: storeLabel(value.labels, ctx.store.id) ?? '',
      },
    ];
  });
}

function optionPrice(
  ctx: RequestContext,
  price: string | null,
  priceType: string,
): CartItemSelectedOptionValuePrice {
  const type = priceType === 'PERCENT' ? 'PERCENT' : 'FIXED';
  if (type === 'PERCENT') return { type, units: '%', value: Number(price ?? 0) };
  return {
    type,
    units: currencyInfo(ctx.currency.display)?.symbolNative ?? ctx.currency.display,
    value: toDisplayMoney(price ?? 0, ctx.currency).value,
  };
}

/** SelectedCustomizableOption of each custom option stored on the item, in the product's order. */
export async function customizableOptions(ctx: RequestContext, item: ChosenItem) {
  const stored = item.row.options;
  if (Object.keys(stored).length === 0) return [];
  const options = await productLoader(ctx).options.load(item.row.productId);
  return options.flatMap(({ option, values }) => {
    const value = stored[String(option.id)];
    if (value === undefined) return [];
    const base = {
      id: option.id,
      customizable_option_uid: encodeUid(`custom-option/${option.id}`),
      is_required: option.isRequired,
      label: storeLabel(option.titles, ctx.store.id) ?? '',
      sort_order: option.sortOrder,
      type: option.type,
    };
    if (option.type === 'field' || option.type === 'area') {
      return [
        {
          ...base,
          values: [
            {
              id: option.id,
              customizable_option_value_uid: encodeUid(`custom-option/${option.id}`),
              label: '',
              value,
              price: optionPrice(ctx, option.price, option.priceType),
            },
          ],
        },
      ];
    }
    const ids = value.split(',').map(Number);
    const chosen = values.filter((v) => ids.includes(v.id));
    if (chosen.length === 0) return [];
    return [
      {
        ...base,
        values: chosen.map((v) => ({
          id: v.id,
          customizable_option_value_uid: encodeUid(`custom-option/${option.id}/${v.id}`),
          label: storeLabel(v.titles, ctx.store.id) ?? '',
          value: String(v.id),
          price: optionPrice(ctx, v.price, v.priceType),
        })),
      },
    ];
  });
}
