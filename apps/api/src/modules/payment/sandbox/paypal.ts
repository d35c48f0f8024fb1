// The built-in PayPal sandbox: the REST calls our adapter makes (OAuth client credentials, create,
// read and capture an Orders v2 order) and the buyer's approval page with Approve / Cancel, which
// sends the browser to the order's return_url (?token&PayerID) or cancel_url (?token) as PayPal does.
// It accepts only the credentials this process made up at start (settings.ts).
import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Db } from '../../../db/client.ts';
import { type Exchange, redirect, sendHtml, sendJson } from '../http/exchange.ts';
import { sandboxPage } from '../http/page.ts';
import type { PaypalConfig } from '../settings.ts';
import {
  findSandboxOrder,
  insertSandboxOrder,
  moveSandboxOrder,
  paypalStyleId,
  type SandboxOrder,
} from './paypal-store.ts';

export const PAYPAL_SANDBOX_PREFIX = '/sandbox/paypal';

/** The access token the sandbox hands out for its credentials. */
const accessTokenOf = (config: PaypalConfig) =>
  createHash('sha256').update(`${config.clientId}:${config.clientSecret}`).digest('hex');

/** PayPal refuses return and cancel URLs that are not absolute web URLs. */
const webUrl = (value: string | undefined) =>
  Boolean(value && URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol));

const error = (ex: Exchange, status: number, name: string, issue: string, description: string) =>
  sendJson(ex.res, status, { name, message: description, details: [{ issue, description }] });

function orderJson(ex: Exchange, order: SandboxOrder) {
  const base = `${ex.gateways.apiUrl}${PAYPAL_SANDBOX_PREFIX}`;
  return {
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    ...(order.payerId ? { payer: { payer_id: order.payerId } } : {}),
    purchase_units: [
      {
        reference_id: order.description ?? 'default',
        amount: { currency_code: order.currencyCode, value: new Decimal(order.amount).toFixed(2) },
        ...(order.status === 'COMPLETED'
          ? { payments: { captures: [{ id: `CAP${order.id.slice(3)}`, status: 'COMPLETED' }] } }
          : {}),
      },
    ],
    links: [
      { rel: 'self', href: `${base}/v2/checkout/orders/${order.id}`, method: 'GET' },
      { rel: 'payer-action', href: `${base}/checkoutnow?token=${order.id}`, method: 'GET' },
    ],
  };
}

function authorised(ex: Exchange, config: PaypalConfig): boolean {
  return ex.headers.authorization === `Bearer ${accessTokenOf(config)}`;
}

async function createOrder(db: Db, ex: Exchange) {
  const body = ex.json as {
    intent?: string;
    purchase_units?: { reference_id?: string; amount?: { currency_code?: string; value?: string } }[];
    payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
  } | null;
  const unit = body?.purchase_units?.[0];
  const context = body?.payment_source?.paypal?.experience_context;
  if (
    body?.intent !== 'CAPTURE' ||
    !unit?.amount?.value ||
    !unit.amount.currency_code ||
    !context?.return_url ||
    !context.cancel_url
  ) {
    return error(
      ex,
      400,
      'INVALID_REQUEST',
      'MISSING_REQUIRED_PARAMETER',
      'intent, amount, return_url and cancel_url are required.',
    );
  }
  if (!webUrl(context.return_url) || !webUrl(context.cancel_url)) {
    return error(
      ex,
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      'return_url and cancel_url must be URLs.',
    );
  }
  const order = await insertSandboxOrder(db, {
    amount: unit.amount.value,
    currencyCode: unit.amount.currency_code,
    description: unit.reference_id ?? null,
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
  });
  return sendJson(ex.res, 201, orderJson(ex, order));
}

async function approvalPage(db: Db, ex: Exchange) {
  const order = await findSandboxOrder(db, ex.params.get('token') ?? '');
  if (order?.status !== 'CREATED')
    return sendHtml(ex.res, 404, '<p>This PayPal order is not waiting for approval.</p>');
  return sendHtml(
    ex.res,
    200,
    sandboxPage({
      provider: 'PayPal',
      title: `Pay ${new Decimal(order.amount).toFixed(2)} ${order.currencyCode}`,
      lines: [`Order ${order.description ?? order.id}`, 'Signed in as sandbox-buyer@atrium.example'],
      action: `${ex.gateways.apiUrl}${PAYPAL_SANDBOX_PREFIX}/checkoutnow`,
      hidden: { token: order.id },
      approve: 'Approve payment',
      decline: 'Cancel and return',
    }),
  );
}

async function decide(db: Db, ex: Exchange) {
  const order = await findSandboxOrder(db, ex.params.get('token') ?? '');
  if (!order) return sendHtml(ex.res, 404, '<p>Unknown PayPal order.</p>');
  if (ex.params.get('decision') === 'approve') {
    const payerId = paypalStyleId(13);
    await moveSandboxOrder(db, order.id, 'CREATED', 'APPROVED', payerId);
    const target = new URL(order.returnUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', payerId);
    return redirect(ex.res, target.toString());
  }
  await moveSandboxOrder(db, order.id, 'CREATED', 'VOIDED');
  const target = new URL(order.cancelUrl);
  target.searchParams.set('token', order.id);
  return redirect(ex.res, target.toString());
}

export async function paypalSandbox(db: Db, ex: Exchange, config: PaypalConfig, path: string): Promise<void> {
  if (ex.method === 'POST' && path === '/v1/oauth2/token') {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    if (ex.headers.authorization !== `Basic ${basic}`) {
      return sendJson(ex.res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    return sendJson(ex.res, 200, {
      access_token: accessTokenOf(config),
      token_type: 'Bearer',
      expires_in: 32400,
    });
  }
  if (path === '/checkoutnow') return ex.method === 'POST' ? decide(db, ex) : approvalPage(db, ex);
  if (!authorised(ex, config))
    return error(ex, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN', 'Authentication failed.');
  if (ex.method === 'POST' && path === '/v2/checkout/orders') return createOrder(db, ex);
  const match = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/);
  const order = match ? await findSandboxOrder(db, match[1]!) : undefined;
  if (!match || !order)
    return error(
      ex,
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist.',
    );
  if (!match[2]) return sendJson(ex.res, 200, orderJson(ex, order));
  if (order.status === 'COMPLETED')
    return error(ex, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
  if (!(await moveSandboxOrder(db, order.id, 'APPROVED', 'COMPLETED'))) {
    return error(
      ex,
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_NOT_APPROVED',
      'Payer has not yet approved the Order for payment.',
    );
  }
  return sendJson(ex.res, 201, orderJson(ex, (await findSandboxOrder(db, order.id))!));
}
