// Where each redirect payment provider is and how we sign in to it — from configuration only, never
// from a request (a Host header must not choose where the API sends money calls; decision 0016).
// A provider with credentials is the live one. Without them, the built-in sandbox of this API
// process plays it only when PAYMENT_SANDBOX is on (demos, tests); else its method is not offered.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';

export interface PaypalConfig {
  sandbox: boolean;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface RobokassaConfig {
  sandbox: boolean;
  paymentUrl: string;
  login: string;
  password1: string;
  password2: string;
  hash: 'md5' | 'sha256';
  test: boolean;
}

export interface PaymentGateways {
  /** The API's public URL without a trailing slash (API_PUBLIC_URL), e.g. http://localhost:4000. */
  apiUrl: string;
  /** null: neither credentials nor the sandbox, so `paypal_express` is not offered. */
  paypal: PaypalConfig | null;
  /** null: neither credentials nor the sandbox, so `robokassa` is not offered. */
  robokassa: RobokassaConfig | null;
}

/**
 * Sandbox credentials are made up when the process starts and never leave it: nobody outside can
 * sign a Result notification or ask the sandbox for a token. (The repository's old fixed ones let
 * any shopper mark their own order paid.) One process only: a second one makes up others.
 */
const madeUpSecret = () => randomBytes(24).toString('base64url');

function paypalConfig(env: Env, apiUrl: string): PaypalConfig | null {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    return {
      sandbox: false,
      apiUrl: env.PAYPAL_API_URL.replace(/\/+$/, ''),
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
    };
  }
  if (!env.PAYMENT_SANDBOX) return null;
  return {
    sandbox: true,
    apiUrl: `${apiUrl}/sandbox/paypal`,
    clientId: `sandbox-${madeUpSecret()}`,
    clientSecret: madeUpSecret(),
  };
}

function robokassaConfig(env: Env, apiUrl: string): RobokassaConfig | null {
  const {
    ROBOKASSA_MERCHANT_LOGIN: login,
    ROBOKASSA_PASSWORD1: password1,
    ROBOKASSA_PASSWORD2: password2,
  } = env;
  if (login && password1 && password2) {
    const paymentUrl = env.ROBOKASSA_PAYMENT_URL;
    return {
      sandbox: false,
      paymentUrl,
      login,
      password1,
      password2,
      hash: env.ROBOKASSA_HASH,
      test: env.ROBOKASSA_TEST,
    };
  }
  if (!env.PAYMENT_SANDBOX) return null;
  return {
    sandbox: true,
    paymentUrl: `${apiUrl}/sandbox/robokassa/pay`,
    login: 'atrium-sandbox',
    password1: madeUpSecret(),
    password2: madeUpSecret(),
    hash: env.ROBOKASSA_HASH,
    test: true,
  };
}

const gatewaysOfEnv = new WeakMap<Env, PaymentGateways>();

/**
 * The providers of this configuration. Made once per settings object: the GraphQL handler that
 * signs payment links and the HTTP endpoints that check them must share the made-up secrets.
 */
export function paymentGateways(env: Env): PaymentGateways {
  let gateways = gatewaysOfEnv.get(env);
  if (!gateways) {
    const apiUrl = env.API_PUBLIC_URL.replace(/\/+$/, '');
    gateways = { apiUrl, paypal: paypalConfig(env, apiUrl), robokassa: robokassaConfig(env, apiUrl) };
    gatewaysOfEnv.set(env, gateways);
  }
  return gateways;
}

/** Said at start while PAYMENT_SANDBOX is on, so a shop that runs it by mistake sees it. */
export function warnAboutPaymentSandbox(env: Env, gateways: PaymentGateways, log: Logger): void {
  if (!env.PAYMENT_SANDBOX) return;
  const providers = [
    ...(gateways.paypal?.sandbox ? ['PayPal'] : []),
    ...(gateways.robokassa?.sandbox ? ['Robokassa'] : []),
  ];
  log.warn(
    { providers },
    'PAYMENT_SANDBOX is on: the built-in payment sandboxes take payments that move no money — for demos only',
  );
}
