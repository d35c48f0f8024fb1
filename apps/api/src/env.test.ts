import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PROJECT_MEDIA_SECRET, loadEnv } from './env.ts';

describe('API settings of customer accounts', () => {
  it('have the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      CUSTOMER_TOKEN_LIFETIME_HOURS: 24,
      PASSWORD_RESET_TOKEN_HOURS: 2,
      PASSWORD_SCRYPT_COST: { N: 32768, r: 8, p: 3 },
      SIGNIN_ACCOUNT_MAX_FAILURES: 6,
      SIGNIN_ACCOUNT_LOCK_MINUTES: 30,
      SIGNIN_ADDRESS_MAX_FAILURES: 20,
      SIGNIN_ADDRESS_WINDOW_MINUTES: 15,
      TRUSTED_PROXIES: ['loopback'],
      MAIL_FROM: 'Atrium <no-reply@atrium.example>',
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_DIR.endsWith('var/mail')).toBe(true);
  });

  it('read lists, an empty proxy list and an empty SMTP_URL', () => {
    const env = loadEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8 , loopback ,', SMTP_URL: '' });
    expect(env.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', 'loopback']);
    expect(env.SMTP_URL).toBeUndefined();
    expect(loadEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
  });

  it('read an empty DATABASE_URL as unset (the embedded database), and refuse one that is no URL', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: 'postgres://db:5432/atrium' }).DATABASE_URL).toBe(
      'postgres://db:5432/atrium',
    );
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuse values that cannot work, naming the setting', () => {
    expect(() => loadEnv({ PASSWORD_SCRYPT_COST: '1000,8,1' })).toThrow(
      /PASSWORD_SCRYPT_COST: expected N,r,p/,
    );
    expect(() => loadEnv({ TRUSTED_PROXIES: 'proxy.example.com' })).toThrow(
      /TRUSTED_PROXIES: invalid IP address/,
    );
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp/);
    expect(() => loadEnv({ CUSTOMER_TOKEN_LIFETIME_HOURS: '0' })).toThrow(/CUSTOMER_TOKEN_LIFETIME_HOURS/);
    expect(() => loadEnv({ SIGNIN_ACCOUNT_MAX_FAILURES: '-1' })).toThrow(/SIGNIN_ACCOUNT_MAX_FAILURES/);
  });
});

describe('API settings of payments', () => {
  it('keep the payment sandboxes off and derive the public URL from the port by default', () => {
    const env = loadEnv({ API_PORT: '4321' });
    expect(env.PAYMENT_SANDBOX).toBe(false);
    expect(env.API_PUBLIC_URL).toBe('http://localhost:4321/');
    expect(loadEnv({ API_PUBLIC_URL: 'https://api.shop.example/' }).API_PUBLIC_URL).toBe(
      'https://api.shop.example/',
    );
  });

  it('refuse the payment sandboxes in production, saying why', () => {
    expect(loadEnv({ PAYMENT_SANDBOX: 'true', NODE_ENV: 'development' }).PAYMENT_SANDBOX).toBe(true);
    expect(() => loadEnv({ PAYMENT_SANDBOX: 'true', NODE_ENV: 'production' })).toThrow(
      /PAYMENT_SANDBOX: the built-in payment sandboxes cannot run with NODE_ENV=production/,
    );
  });

  it('sign project media links with a development secret, and demand a real one of at least 32 characters in production', () => {
    expect(loadEnv({}).PROJECT_MEDIA_SECRET).toBe(DEVELOPMENT_PROJECT_MEDIA_SECRET);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PROJECT_MEDIA_SECRET: required with NODE_ENV=production/,
    );
    expect(() => loadEnv({ PROJECT_MEDIA_SECRET: 'short' })).toThrow(
      /PROJECT_MEDIA_SECRET: must be at least 32 characters/,
    );
    const secret = 'x'.repeat(40);
    expect(loadEnv({ NODE_ENV: 'production', PROJECT_MEDIA_SECRET: secret }).PROJECT_MEDIA_SECRET).toBe(
      secret,
    );
  });

  it('refuse a public API URL that is not http(s)', () => {
    expect(() => loadEnv({ API_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/API_PUBLIC_URL/);
  });
});

describe('API settings of cross-origin access', () => {
  it('default to the storefront’s origin and read a comma-separated list of origins', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual(['http://localhost:3000']);
    expect(loadEnv({ STOREFRONT_URL: 'https://shop.example/store/' }).CORS_ORIGINS).toEqual([
      'https://shop.example',
    ]);
    expect(loadEnv({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual(['http://localhost:3000']);
    expect(
      loadEnv({ CORS_ORIGINS: ' https://shop.example , https://admin.shop.example:8443/,' }).CORS_ORIGINS,
    ).toEqual(['https://shop.example', 'https://admin.shop.example:8443']);
  });

  it('refuse anything that is not an origin (a wildcard, a path, another scheme)', () => {
    for (const value of ['*', 'https://shop.example/path', 'ftp://shop.example', 'shop.example']) {
      expect(() => loadEnv({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS: not an origin/);
    }
  });
});
