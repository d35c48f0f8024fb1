// One item of an estimate as its page shows it (pure): picture, name linked to the product, chosen
// and entered options, quantity, description, the client's price and row total, and — only where
// the API filled them for this reader (design/b2b.md §4) — the partner's and the manager's figures.
import type { EstimateItemFieldsFragment } from '~/lib/graphql/generated';
import { type MoneyRangeView, type MoneyView, toMoney, toMoneyRange } from './estimate-money';

export interface PartnerFiguresView {
  price: MoneyRangeView | null;
  /** The partner's own custom unit price, in the base currency. */
  customPrice: MoneyView | null;
  reward: MoneyView | null;
  rewardPercent: number | null;
  rewardRowTotal: MoneyView | null;
}

export interface CostFiguresView {
  factoryPrice: MoneyView | null;
  factoryPriceDiscount: number | null;
  costFactor: number | null;
  cost: MoneyView | null;
  priceFactor: number | null;
  margin: MoneyView | null;
  costMargin: number | null;
}

export interface EstimateLineView {
  id: number;
  name: string;
  sku: string;
  href: string | null;
  image: { url: string; label: string } | null;
  options: { label: string; value: string }[];
  quantity: number;
  description: string;
  price: MoneyRangeView | null;
  rowTotal: MoneyRangeView | null;
  priceIncludingVat: MoneyView | null;
  rowTotalIncludingVat: MoneyView | null;
  isPriceOnRequest: boolean;
  isCustomPrice: boolean;
  /** The manager's custom unit price, in the base currency. */
  customPrice: MoneyView | null;
  /** Null unless the reader is the estimate's partner or a manager. */
  partner: PartnerFiguresView | null;
  /** Null unless the reader is a manager. */
  cost: CostFiguresView | null;
}

function partnerFigures(item: EstimateItemFieldsFragment): PartnerFiguresView | null {
  const reward = item.partner_reward_info;
  const view: PartnerFiguresView = {
    price: toMoneyRange(item.price_for_partner_range),
    customPrice: toMoney(item.partner_custom_price),
    reward: toMoney(reward?.partner_reward),
    rewardPercent: reward?.partner_reward_percent ?? null,
    rewardRowTotal: toMoney(reward?.partner_reward_row_total),
  };
  return Object.values(view).some((value) => value !== null) ? view : null;
}

function costFigures(item: EstimateItemFieldsFragment): CostFiguresView | null {
  const view: CostFiguresView = {
    factoryPrice: toMoney(item.factoryPrice),
    factoryPriceDiscount: item.factoryPriceDiscount,
    costFactor: item.costFactor,
    cost: toMoney(item.cost),
    priceFactor: item.priceFactor,
    margin: toMoney(item.margin),
    costMargin: item.costMargin,
  };
  return Object.values(view).some((value) => value !== null) ? view : null;
}

export function toEstimateLine(
  item: EstimateItemFieldsFragment,
  website: string,
  productUrlSuffix: string,
): EstimateLineView {
  const product = item.product;
  const variant = item.configured_variant;
  const name = product?.name ?? variant?.name ?? product?.sku ?? '';
  const image = variant?.small_image?.url ? variant.small_image : product?.small_image;
  return {
    id: item.id,
    name,
    sku: variant?.sku ?? product?.sku ?? '',
    href: product?.url_key ? `/${website}/${product.url_key}${product.url_suffix ?? productUrlSuffix}` : null,
    image: image?.url ? { url: image.url, label: image.label || name } : null,
    options: [
      ...item.configurable_options.flatMap((option) =>
        option.option_label && option.value_label
          ? [{ label: option.option_label, value: option.value_label }]
          : [],
      ),
      ...item.customizable_options.flatMap((option) => {
        const value = option.values
          .flatMap((entry) => (entry ? [entry.label || entry.value] : []))
          .filter(Boolean)
          .join(', ');
        return option.label && value ? [{ label: option.label, value }] : [];
      }),
    ],
    quantity: item.qty,
    description: item.description ?? '',
    price: toMoneyRange(item.price_range),
    rowTotal: toMoneyRange(item.row_total_range),
    priceIncludingVat: toMoney(item.managerPriceVat),
    rowTotalIncludingVat: toMoney(item.rowTotalWithVat),
    isPriceOnRequest: item.is_price_on_request,
    isCustomPrice: item.is_custom_price,
    customPrice: toMoney(item.custom_price),
    partner: partnerFigures(item),
    cost: costFigures(item),
  };
}
