// Where providers send the shopper (and Robokassa its notification) after a redirect payment.
// The order is confirmed (processing, confirmation mail) or canceled (stock back, cart restored),
// then the browser goes to the storefront's `/<website>/checkout/payment/return?order_number=…&
// result=paid|canceled`, which shows the success page or the declined message with the cart.
// Notifications are checked with the configured (or this process's sandbox) secrets only.
// A workflow (payment, sales and store): payment's HTTP router reaches it through its deps
// (server.ts passes it in), so payment never imports sales.
import { Decimal } from 'decimal.js';
import { type Exchange, type PaymentHttpDeps, redirect, sendText } from '../modules/payment/http/exchange.ts';
import { captureOrder } from '../modules/payment/paypal/client.ts';
import { chargedAmount } from '../modules/payment/redirect.ts';
import { validResult, validSuccess } from '../modules/payment/robokassa/protocol.ts';
import type { PaypalConfig, RobokassaConfig } from '../modules/payment/settings.ts';
import { storefrontPage } from '../modules/payment/storefront-target.ts';
import { findOrder, findPaymentByReference, type OrderRow } from '../modules/sales/index.ts';
import { cancelUnpaidOrder, confirmOrderPayment } from '../modules/sales/order-state.ts';
import { listStoreViews, listWebsites } from '../modules/store/index.ts';

async function backToStorefront(
  deps: PaymentHttpDeps,
  ex: Exchange,
  order: OrderRow,
  result: 'paid' | 'canceled',
) {
  const site = (await listWebsites(deps.db)).find((w) => w.id === order.websiteId);
  const target = storefrontPage(`${deps.storefrontUrl}${site?.code ?? ''}/`, 'checkout/payment/return');
  target.searchParams.set('order_number', order.incrementId);
  target.searchParams.set('result', result);
  redirect(ex.res, target.toString());
}

/** A context of the order's store view: its confirmation mail is written in that language. */
async function orderContext(deps: PaymentHttpDeps, order: OrderRow) {
  const store = (await listStoreViews(deps.db)).find((s) => s.id === order.storeViewId);
  if (!store) throw new Error(`order ${order.id} has no store view`);
  return deps.contextFor(store.code);
}

async function markPaid(deps: PaymentHttpDeps, order: OrderRow, details: Record<string, string>) {
  const outcome = await confirmOrderPayment(await orderContext(deps, order), order.id, details);
  // Money arrived for an order canceled meanwhile (expired): someone must refund or reinstate it.
  if (outcome === 'refused')
    deps.log.error({ orderId: order.id, details }, 'payment received for a canceled order');
}

const sameAmount = (order: OrderRow, outSum: string | null) =>
  outSum !== null && new Decimal(outSum || 'NaN').equals(chargedAmount(order).value);

async function robokassaOrder(deps: PaymentHttpDeps, ex: Exchange): Promise<OrderRow | undefined> {
  const invId = Number(ex.params.get('InvId'));
  // Order ids are PostgreSQL integers: anything else names no order (and must not reach the query).
  if (!Number.isInteger(invId) || invId < 1 || invId > 2_147_483_647) return undefined;
  const order = await findOrder(deps.db, invId);
  return order && order.protectCode === ex.params.get('Shp_order') ? order : undefined;
}

async function robokassaReturn(deps: PaymentHttpDeps, ex: Exchange, config: RobokassaConfig, path: string) {
  const order = await robokassaOrder(deps, ex);
  if (path === '/robokassa/result') {
    if (!order || !validResult(config, ex.params) || !sameAmount(order, ex.params.get('OutSum'))) {
      return sendText(ex.res, 400, 'bad sign');
    }
    await markPaid(deps, order, { robokassa_out_sum: ex.params.get('OutSum') ?? '' });
    return sendText(ex.res, 200, `OK${order.id}`);
  }
  if (path === '/robokassa/success') {
    if (!order || !validSuccess(config, ex.params)) return sendText(ex.res, 400, 'bad sign');
    // The Result notification confirms the payment; the shopper only comes back here.
    return backToStorefront(deps, ex, order, order.status === 'canceled' ? 'canceled' : 'paid');
  }
  if (path === '/robokassa/fail') {
    if (!order) return sendText(ex.res, 400, 'unknown order');
    await cancelUnpaidOrder(deps.db, order.id, 'declined at Robokassa');
    return backToStorefront(deps, ex, order, 'canceled');
  }
  return sendText(ex.res, 404, 'Not found');
}

async function paypalReturn(deps: PaymentHttpDeps, ex: Exchange, config: PaypalConfig, path: string) {
  const token = ex.params.get('token') ?? '';
  const payment = token ? await findPaymentByReference(deps.db, 'paypal_express', token) : undefined;
  const order = payment ? await findOrder(deps.db, payment.orderId) : undefined;
  if (!order) return sendText(ex.res, 404, 'unknown PayPal order');
  if (path === '/paypal/cancel') {
    await cancelUnpaidOrder(deps.db, order.id, 'canceled at PayPal');
    return backToStorefront(deps, ex, order, 'canceled');
  }
  if (path === '/paypal/return' && order.status === 'pending_payment') {
    try {
      const capture = await captureOrder(config, token);
      await markPaid(deps, order, {
        paypal_payer_id: ex.params.get('PayerID') ?? '',
        paypal_capture_id: capture.captureId,
      });
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'PayPal capture failed');
      await cancelUnpaidOrder(deps.db, order.id, (error as Error).message);
      return backToStorefront(deps, ex, order, 'canceled');
    }
  }
  const now = await findOrder(deps.db, order.id);
  return backToStorefront(deps, ex, order, now?.status === 'canceled' ? 'canceled' : 'paid');
}

/** A provider without credentials or sandbox has no return endpoints: nothing to verify with. */
export async function paymentReturn(deps: PaymentHttpDeps, ex: Exchange, path: string): Promise<void> {
  const { paypal, robokassa } = ex.gateways;
  if (path.startsWith('/robokassa/') && robokassa) return robokassaReturn(deps, ex, robokassa, path);
  if (path.startsWith('/paypal/') && paypal) return paypalReturn(deps, ex, paypal, path);
  return sendText(ex.res, 404, 'Not found');
}
