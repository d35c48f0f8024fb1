// What a Cart shows, read lazily: the stored cart once per response, its totals once (quote.ts),
// shipping rates and payment methods only when asked for. Amounts are the totals' display amounts.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { availablePaymentMethods, type PaymentQuoteInfo } from '../payment/methods.ts';
import { type CartState, isVirtualCart, loadCartState } from './cart-state.ts';
import { discountList, type ItemView, itemViews, money } from './item-view.ts';
import { priceCart } from './quote.ts';
import type { CartRow } from './store.ts';

export interface CartView {
  row: CartRow;
  state: Promise<CartState>;
}

export function cartView(ctx: RequestContext, row: CartRow): CartView {
  const state = loadCartState(ctx.db, row);
  state.catch(() => undefined);
  return { row, state };
}

export function cartEmail(ctx: RequestContext, row: CartRow): string | null {
  if (row.email) return row.email;
  return row.customerId !== null && ctx.customer?.id === row.customerId ? ctx.customer.email : null;
}

export async function totalQuantity(view: CartView): Promise<number> {
  const { items } = await view.state;
  return items.reduce((sum, i) => sum.plus(i.qty), new Decimal(0)).toNumber();
}

export async function isVirtual(view: CartView): Promise<boolean> {
  return isVirtualCart(await view.state);
}

export async function allItems(view: CartView): Promise<ItemView[]> {
  return itemViews(await view.state);
}

export async function cartPrices(ctx: RequestContext, view: CartView) {
  const { totals } = await priceCart(ctx, await view.state);
  return {
    grand_total: money(ctx, totals.grandTotal),
    subtotal_excluding_tax: money(ctx, totals.subtotal),
    subtotal_including_tax: money(ctx, totals.subtotalInclTax),
    subtotal_with_discount_excluding_tax: money(ctx, totals.subtotalWithDiscount),
    applied_taxes: totals.appliedTaxes.map((t) => ({ label: t.label, amount: money(ctx, t.amount) })),
    discounts: discountList(ctx, totals.discounts, 'ITEM'),
    // Atrium charges no wrapping and no printed card (cart/gift-options.ts): zero, as Commerce without them.
    gift_options: {
      gift_wrapping_for_items: { value: 0, currency: ctx.currency.display },
      gift_wrapping_for_order: { value: 0, currency: ctx.currency.display },
      printed_card: { value: 0, currency: ctx.currency.display },
    },
    // Magento's deprecated summary: negative, with the rules' labels; null without a discount.
    discount: totals.discount.base.isZero()
      ? null
      : {
          amount: { value: totals.discount.display.negated().toNumber(), currency: ctx.currency.display },
          label: totals.discounts.map((d) => d.label),
        },
  };
}

export async function appliedCoupons(ctx: RequestContext, view: CartView) {
  const { totals } = await priceCart(ctx, await view.state);
  return totals.couponCode ? [{ code: totals.couponCode }] : null;
}

export async function paymentQuoteInfo(ctx: RequestContext, state: CartState): Promise<PaymentQuoteInfo> {
  const { totals } = await priceCart(ctx, state);
  return {
    grandTotal: totals.grandTotal.base,
    isVirtual: isVirtualCart(state),
    hasShippingAddress: state.shipping !== undefined,
    customerId: state.cart.customerId,
  };
}

export async function paymentMethods(ctx: RequestContext, view: CartView) {
  const state = await view.state;
  const methods = await availablePaymentMethods(ctx, await paymentQuoteInfo(ctx, state));
  return methods.map((m) => ({
    code: m.code,
    title: m.title,
    is_deferred: m.isDeferred,
    prompt_message: m.promptMessage,
  }));
}

/** Magento answers an empty code and title while no method is selected. */
export async function selectedPaymentMethod(ctx: RequestContext, view: CartView) {
  const { payment } = await view.state;
  if (!payment) return { code: '', title: '', purchase_order_number: null };
  const offered = await paymentMethods(ctx, view);
  return {
    code: payment.code,
    title: offered.find((m) => m.code === payment.code)?.title ?? payment.code,
    purchase_order_number: payment.additionalData.purchase_order_number ?? null,
  };
}
