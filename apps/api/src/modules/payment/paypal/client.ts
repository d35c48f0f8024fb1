// A small client of PayPal's REST API (Orders v2): OAuth client credentials, create an order with
// intent CAPTURE (→ the buyer's approval link), read it, capture it after approval. The same calls
// go to PayPal or to the built-in sandbox (sandbox/paypal.ts), whichever `apiUrl` names.
import type { PaypalConfig } from '../settings.ts';

export class PaypalError extends Error {
  readonly status: number;
  readonly issue: string | null;
  constructor(message: string, status: number, issue: string | null) {
    super(message);
    this.status = status;
    this.issue = issue;
  }
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string; method?: string }[];
  payer?: { payer_id?: string };
  purchase_units?: {
    reference_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: { id: string; status: string }[] };
  }[];
}

async function call<T>(
  config: PaypalConfig,
  path: string,
  init: RequestInit & { token?: string },
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${config.apiUrl}${path}`, { ...init, headers });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const details = body.details as { issue?: string; description?: string }[] | undefined;
    const message =
      details?.[0]?.description ?? (body.message as string) ?? `PayPal answered ${response.status}`;
    throw new PaypalError(message, response.status, details?.[0]?.issue ?? (body.name as string) ?? null);
  }
  return body as T;
}

export async function accessToken(config: PaypalConfig): Promise<string> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const body = await call<{ access_token: string }>(config, '/v1/oauth2/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return body.access_token;
}

export interface CreateOrderInput {
  referenceId: string;
  description: string;
  currencyCode: string;
  /** Decimal string with the currency's digits, e.g. "123.40". */
  value: string;
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key (PayPal-Request-Id): a retried create answers the same order. */
  requestId: string;
}

export async function createOrder(
  config: PaypalConfig,
  input: CreateOrderInput,
): Promise<{ id: string; approveUrl: string }> {
  const token = await accessToken(config);
  const order = await call<PaypalOrder>(config, '/v2/checkout/orders', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json', 'paypal-request-id': input.requestId },
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          description: input.description,
          amount: { currency_code: input.currencyCode, value: input.value },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            user_action: 'PAY_NOW',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    }),
  });
  const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (!approve) throw new PaypalError('PayPal gave no approval link', 502, null);
  return { id: order.id, approveUrl: approve.href };
}

export async function getOrder(config: PaypalConfig, id: string): Promise<PaypalOrder> {
  const token = await accessToken(config);
  return call<PaypalOrder>(config, `/v2/checkout/orders/${encodeURIComponent(id)}`, { method: 'GET', token });
}

/** Captures an approved order; answers the capture id. */
export async function captureOrder(
  config: PaypalConfig,
  id: string,
): Promise<{ captureId: string; status: string }> {
  const token = await accessToken(config);
  const order = await call<PaypalOrder>(config, `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json', 'paypal-request-id': `capture-${id}` },
    body: '{}',
  });
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !capture) {
    throw new PaypalError(`PayPal did not complete the payment (${order.status})`, 422, 'NOT_COMPLETED');
  }
  return { captureId: capture.id, status: capture.status };
}
