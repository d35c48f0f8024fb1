// Where each redirect payment provider is and how we sign in to it, from the environment. A
// provider without credentials is played by the built-in sandbox of this API process
// (sandbox/*.ts), reached at the API's own public URL, so the redirect flow works on a laptop and
// in tests with nothing configured.
import type { Env } from '../../env.ts';

/** Credentials the built-in sandboxes accept (they are not secrets: the sandbox moves no money). */
export const SANDBOX = {
  paypal: { clientId: 'atrium-sandbox-client', clientSecret: 'atrium-sandbox-secret' },
  robokassa: { login: 'atrium-sandbox', password1: 'sandbox-password-1', password2: 'sandbox-password-2' },
} as const;

export interface PaymentSettings {
  /** The API's public URL without a trailing slash, or null to use each request's origin. */
  publicUrl: string | null;
  paypal: { sandbox: boolean; apiUrl: string; clientId: string; clientSecret: string };
  robokassa: {
    sandbox: boolean;
    paymentUrl: string;
    login: string;
    password1: string;
    password2: string;
    hash: 'md5' | 'sha256';
    test: boolean;
  };
}

export function paymentSettings(env: Env): PaymentSettings {
  const paypalLive = Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
  const robokassaLive = Boolean(
    env.ROBOKASSA_MERCHANT_LOGIN && env.ROBOKASSA_PASSWORD1 && env.ROBOKASSA_PASSWORD2,
  );
  return {
    publicUrl: env.API_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    paypal: paypalLive
      ? {
          sandbox: false,
          apiUrl: env.PAYPAL_API_URL.replace(/\/+$/, ''),
          clientId: env.PAYPAL_CLIENT_ID!,
          clientSecret: env.PAYPAL_CLIENT_SECRET!,
        }
      : { sandbox: true, apiUrl: '', ...SANDBOX.paypal },
    robokassa: robokassaLive
      ? {
          sandbox: false,
          paymentUrl: env.ROBOKASSA_PAYMENT_URL,
          login: env.ROBOKASSA_MERCHANT_LOGIN!,
          password1: env.ROBOKASSA_PASSWORD1!,
          password2: env.ROBOKASSA_PASSWORD2!,
          hash: env.ROBOKASSA_HASH,
          test: env.ROBOKASSA_TEST,
        }
      : { sandbox: true, paymentUrl: '', ...SANDBOX.robokassa, hash: env.ROBOKASSA_HASH, test: true },
  };
}

/** The providers as one request sees them: sandbox URLs resolved against the API's origin. */
export interface PaymentGateways {
  /** The API's public origin, e.g. http://localhost:4000 (no trailing slash). */
  apiUrl: string;
  paypal: PaymentSettings['paypal'];
  robokassa: PaymentSettings['robokassa'];
}

export function gatewaysFor(settings: PaymentSettings, requestOrigin: string): PaymentGateways {
  const apiUrl = settings.publicUrl ?? requestOrigin.replace(/\/+$/, '');
  return {
    apiUrl,
    paypal: settings.paypal.sandbox
      ? { ...settings.paypal, apiUrl: `${apiUrl}/sandbox/paypal` }
      : settings.paypal,
    robokassa: settings.robokassa.sandbox
      ? { ...settings.robokassa, paymentUrl: `${apiUrl}/sandbox/robokassa/pay` }
      : settings.robokassa,
  };
}
