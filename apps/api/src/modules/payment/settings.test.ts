import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { paymentGateways, warnAboutPaymentSandbox } from './settings.ts';

function warnings(settings: Record<string, string>): { msg: string; providers?: string[] }[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const env = loadEnv(settings);
  warnAboutPaymentSandbox(env, paymentGateways(env), pino({ level: 'warn' }, sink));
  return lines.map((line) => JSON.parse(line));
}

describe('payment providers from configuration', () => {
  it('are not there without credentials or PAYMENT_SANDBOX', () => {
    expect(paymentGateways(loadEnv({ API_PORT: '4100' }))).toEqual({
      apiUrl: 'http://localhost:4100',
      paypal: null,
      robokassa: null,
    });
  });

  it('are played by the sandbox on API_PUBLIC_URL, with credentials made up anew for each loaded configuration', () => {
    const settings = { PAYMENT_SANDBOX: 'true', API_PUBLIC_URL: 'https://api.shop.example/' };
    const first = paymentGateways(loadEnv(settings));
    const second = paymentGateways(loadEnv(settings));
    expect(first.paypal).toMatchObject({ sandbox: true, apiUrl: 'https://api.shop.example/sandbox/paypal' });
    expect(first.robokassa).toMatchObject({
      sandbox: true,
      paymentUrl: 'https://api.shop.example/sandbox/robokassa/pay',
    });
    expect(first.robokassa?.password2).toMatch(/^[\w-]{32}$/);
    expect(second.robokassa?.password2).not.toBe(first.robokassa?.password2);
    expect(second.paypal?.clientSecret).not.toBe(first.paypal?.clientSecret);
  });

  it('are the configured ones when credentials are set, sandbox or not', () => {
    const gateways = paymentGateways(
      loadEnv({ PAYMENT_SANDBOX: 'true', PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' }),
    );
    expect(gateways.paypal).toEqual({
      sandbox: false,
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'client',
      clientSecret: 'secret',
    });
  });
});

describe('the warning at start', () => {
  it('is logged while PAYMENT_SANDBOX is on, naming the providers the sandbox plays', () => {
    expect(warnings({ PAYMENT_SANDBOX: 'true' })).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('PAYMENT_SANDBOX is on'),
        providers: ['PayPal', 'Robokassa'],
      }),
    ]);
    const withPaypal = warnings({
      PAYMENT_SANDBOX: 'true',
      PAYPAL_CLIENT_ID: 'c',
      PAYPAL_CLIENT_SECRET: 's',
    });
    expect(withPaypal[0]?.providers).toEqual(['Robokassa']);
  });

  it('is not logged when the sandbox is off', () => {
    expect(warnings({})).toEqual([]);
  });
});
