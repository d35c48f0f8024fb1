// Invoices and shipments as GraphQL's `Invoice` and `OrderShipment` (Magento 2.4.7 SalesGraphQl):
// read for a page of orders in a few queries (fulfilment-store.ts), then split per order.
import type { Db } from '../../db/client.ts';
import { orderInvoices, orderShipments } from './fulfilment-store.ts';
import { bundleOptionsView, lineDiscounts, money, orderDate } from './order-view-parts.ts';
import type { OrderItemRow, OrderRow } from './store.ts';

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

/** A bundle's invoice or shipment line is Magento's Bundle…Item, with the choice as ordered. */
const isBundle = (item: OrderItemRow) => item.productType === 'bundle';

/** Reads the invoices and shipments of the orders; answers their views for one order at a time. */
export async function loadFulfilment(db: Db, orderIds: number[]) {
  const [invoices, shipments] = await Promise.all([
    orderInvoices(db, orderIds),
    orderShipments(db, orderIds),
  ]);

  /** `itemView` turns an order line into its `OrderItem` view (the order's own, already built). */
  function invoicesOf<V>(order: OrderRow, items: OrderItemRow[], itemView: (row: OrderItemRow) => V) {
    const c = order.orderCurrencyCode;
    const discount = (amount: string) => lineDiscounts(order, amount);
    return invoices.invoices
      .filter((inv) => inv.orderId === order.id)
      .map((inv) => ({
        id: uid(inv.id),
        number: inv.incrementId,
        created_at: orderDate(inv.createdAt),
        comments: [],
        items: invoices.items
          .filter((line) => line.invoiceId === inv.id)
          .flatMap((line) => {
            const item = items.find((i) => i.id === line.orderItemId);
            if (!item) return [];
            return [
              {
                ...(isBundle(item)
                  ? {
                      __typename: 'BundleInvoiceItem' as const,
                      bundle_options: bundleOptionsView(order, item),
                    }
                  : { __typename: 'InvoiceItem' as const }),
                id: uid(line.id),
                order_item: itemView(item),
                product_name: item.name,
                product_sku: item.sku,
                product_sale_price: money(line.price, c),
                quantity_invoiced: Number(line.qty),
                discounts: discount(line.discountAmount),
              },
            ];
          }),
        total: {
          base_grand_total: money(inv.baseGrandTotal, order.baseCurrencyCode),
          grand_total: money(inv.grandTotal, c),
          subtotal: money(inv.subtotal, c),
          total_shipping: money(inv.shippingAmount, c),
          total_tax: money(inv.taxAmount, c),
          discounts: discount(inv.discountAmount),
          shipping_handling: {
            amount_excluding_tax: money(inv.shippingAmount, c),
            amount_including_tax: money(inv.shippingInclTax, c),
            total_amount: money(inv.shippingAmount, c),
            discounts: [],
            taxes: [],
          },
          // The order's tax lines, when this invoice charged its whole tax.
          taxes:
            Number(inv.taxAmount) === Number(order.taxAmount)
              ? order.totalsDetail.taxes.map((t) => ({
                  title: t.label,
                  rate: Number(t.rate ?? 0),
                  amount: money(t.amount, c),
                }))
              : [],
        },
      }));
  }

  function shipmentsOf<V>(order: OrderRow, items: OrderItemRow[], itemView: (row: OrderItemRow) => V) {
    const c = order.orderCurrencyCode;
    return shipments.shipments
      .filter((s) => s.orderId === order.id)
      .map((s) => ({
        id: uid(s.id),
        number: s.incrementId,
        created_at: orderDate(s.createdAt),
        comments: [],
        tracking: shipments.tracks
          .filter((t) => t.shipmentId === s.id)
          .map((t) => ({ carrier: t.carrierCode, title: t.title, number: t.trackNumber })),
        items: shipments.items
          .filter((line) => line.shipmentId === s.id)
          .flatMap((line) => {
            const item = items.find((i) => i.id === line.orderItemId);
            if (!item) return [];
            return [
              {
                ...(isBundle(item)
                  ? {
                      __typename: 'BundleShipmentItem' as const,
                      bundle_options: bundleOptionsView(order, item),
                    }
                  : { __typename: 'ShipmentItem' as const }),
                id: uid(line.id),
                order_item: itemView(item),
                product_name: item.name,
                product_sku: item.sku,
                product_sale_price: money(item.price, c),
                quantity_shipped: Number(line.qty),
              },
            ];
          }),
      }));
  }

  return { invoicesOf, shipmentsOf };
}
