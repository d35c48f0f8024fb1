// Writes an order from a checked checkout quote: the order row with its totals (base and display),
// the items, the addresses and the payment (store.ts inserts them). Runs inside the place-order
// transaction.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { CheckoutQuote, QuoteAddress } from '../cart/checkout-quote.ts';
import type { Amount, QuoteTotals } from '../pricing/types.ts';
import { insertOrder } from './store.ts';
import type { OrderStatus, OrderTotalsDetail, PaymentState } from './tables.ts';

export interface NewOrder {
  incrementId: string;
  status: OrderStatus;
  customer: { firstname: string; lastname: string; middlename: string | null } | null;
  currency: { base: string; display: string; rate: string };
  shippingDescription: string | null;
  partner: { customerId: number; reward: string } | null;
  /** The proposal the order was placed from and the project it is for (issue 14), else null. */
  estimateId: number | null;
  projectId: number | null;
  /** The media file of each quote item's picture (by item id), as the catalogue shows it now. */
  images: Map<number, string | null>;
  payment: { method: string; title: string; state: PaymentState; amount: string; currencyCode: string };
}

const pair = (amount: Amount | undefined) => ({
  base: amount?.base.toFixed(4) ?? '0',
  amount: amount?.display.toFixed(4) ?? '0',
});

function totalsDetail(totals: QuoteTotals): OrderTotalsDetail {
  return {
    discounts: totals.discounts.map((d) => ({ label: d.label, ...pair(d.amount) })),
    taxes: totals.appliedTaxes.map((t) => ({
      label: t.label,
      rate: t.percent.toString(),
      ...pair(t.amount),
    })),
    fixedProductTaxes: totals.fixedProductTaxes.map((f) => ({ label: f.label, ...pair(f.amount) })),
    shippingDiscount: pair(totals.shipping?.discount),
  };
}

function addressRow(type: 'billing' | 'shipping', address: QuoteAddress) {
  return {
    addressType: type,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    countryId: address.countryCode,
    region: address.region,
    regionId: address.regionId,
    regionCode: address.regionCode,
    telephone: address.telephone,
    customerAddressId: address.customerAddressId,
  };
}

/** Inserts the order and everything that belongs to it; returns the new order id. */
export async function writeOrder(tx: Db, quote: CheckoutQuote, order: NewOrder): Promise<number> {
  const t = quote.totals;
  const billing = quote.billingAddress ?? quote.shippingAddress;
  const names = order.customer ?? {
    firstname: billing?.firstname ?? '',
    lastname: billing?.lastname ?? '',
    middlename: null,
  };
  const items = quote.items.map((item) => {
    const it = t.items.get(String(item.id));
    return {
      productId: item.productId,
      parentProductId: item.parentProductId,
      productType: item.productType,
      sku: item.sku,
      name: item.name,
      options: item.options,
      bundleOptions: item.bundleOptions,
      qtyOrdered: item.qty.toFixed(4),
      basePrice: it?.price.base.toFixed(4) ?? '0',
      price: it?.price.display.toFixed(4) ?? '0',
      priceInclTax: it?.priceInclTax.display.toFixed(4) ?? '0',
      baseRowTotal: it?.rowTotal.base.toFixed(4) ?? '0',
      rowTotal: it?.rowTotal.display.toFixed(4) ?? '0',
      rowTotalInclTax: it?.rowTotalInclTax.display.toFixed(4) ?? '0',
      discountAmount: it?.discount.display.toFixed(4) ?? '0',
      taxAmount: it?.taxAmount.display.toFixed(4) ?? '0',
      taxPercent: it?.taxPercent.toFixed(4) ?? '0',
      image: order.images.get(item.id) ?? null,
    };
  });
  const addresses = [
    ...(quote.billingAddress ? [addressRow('billing', quote.billingAddress)] : []),
    ...(quote.shippingAddress ? [addressRow('shipping', quote.shippingAddress)] : []),
  ];
  return insertOrder(tx, {
    order: {
      incrementId: order.incrementId,
      storeViewId: quote.storeViewId,
      websiteId: quote.websiteId,
      cartId: quote.cartId,
      customerId: quote.customerId,
      customerEmail: quote.email ?? '',
      customerFirstname: names.firstname,
      customerLastname: names.lastname,
      customerMiddlename: names.middlename,
      partnerCustomerId: order.partner?.customerId ?? null,
      partnerReward: order.partner?.reward ?? '0',
      estimateId: order.estimateId,
      projectId: order.projectId,
      status: order.status,
      baseCurrencyCode: order.currency.base,
      orderCurrencyCode: order.currency.display,
      baseToOrderRate: order.currency.rate,
      baseSubtotal: t.subtotal.base.toFixed(4),
      subtotal: t.subtotal.display.toFixed(4),
      baseSubtotalInclTax: t.subtotalInclTax.base.toFixed(4),
      subtotalInclTax: t.subtotalInclTax.display.toFixed(4),
      baseDiscountAmount: t.discount.base.toFixed(4),
      discountAmount: t.discount.display.toFixed(4),
      baseShippingAmount: pair(t.shipping?.amount).base,
      shippingAmount: pair(t.shipping?.amount).amount,
      baseShippingInclTax: pair(t.shipping?.amountInclTax).base,
      shippingInclTax: pair(t.shipping?.amountInclTax).amount,
      baseTaxAmount: t.taxAmount.base.toFixed(4),
      taxAmount: t.taxAmount.display.toFixed(4),
      baseGrandTotal: t.grandTotal.base.toFixed(4),
      grandTotal: t.grandTotal.display.toFixed(4),
      totalsDetail: totalsDetail(t),
      shippingMethod: quote.shippingMethod
        ? `${quote.shippingMethod.carrierCode}_${quote.shippingMethod.methodCode}`
        : null,
      shippingDescription: order.shippingDescription,
      couponCode: t.couponCode,
      appliedRuleIds: t.appliedRuleIds,
      customerNote: quote.comment,
      giftMessage: quote.gift.message,
      giftReceiptIncluded: quote.gift.receipt,
      printedCardIncluded: quote.gift.printedCard,
      protectCode: randomBytes(16).toString('hex'),
    },
    items,
    addresses,
    payment: {
      method: order.payment.method,
      title: order.payment.title,
      additionalData: quote.payment?.additionalData ?? {},
      state: order.payment.state,
      amount: order.payment.amount,
      currencyCode: order.payment.currencyCode,
    },
  });
}
