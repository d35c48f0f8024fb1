// The only module that reads process.env: every setting is validated once, at start.
import { fileURLToPath } from 'node:url';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { parseScryptCost } from './modules/customer/password.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Signs project media links outside production only (env refuses it there). */
export const DEVELOPMENT_PROJECT_MEDIA_SECRET = 'atrium-development-project-media-secret-not-for-production';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const hours = (fallback: number) => z.coerce.number().positive().max(8760).default(fallback);

const envSchema = z
  .object({
    API_HOST: z.string().default('0.0.0.0'),
    API_PORT: int(4000),
    /** PostgreSQL server; when unset (or empty) the embedded PGlite database under PGLITE_DIR is used. */
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
    /** How long the API waits at start for a PostgreSQL server that does not answer yet. */
    DATABASE_CONNECT_TIMEOUT_SECONDS: int(30),
    PGLITE_DIR: z.string().default(`${repoRoot}var/pglite`),
    /** Media files (product pictures, attached files), served at /media/. */
    MEDIA_DIR: z.string().default(`${repoRoot}var/media`),
    /**
     * Project pictures and design PDFs (decision 0031): never under MEDIA_DIR, which is public; served
     * only at /project-media/ by links signed with PROJECT_MEDIA_SECRET (HMAC-SHA256, at least 32
     * characters; required with NODE_ENV=production) that expire after PROJECT_MEDIA_LINK_MINUTES.
     */
    PROJECT_MEDIA_DIR: z.string().default(`${repoRoot}var/project-media`),
    /**
     * Helpdesk attachments (issue 15): outside MEDIA_DIR and any public directory, served only at
     * /helpdesk-attachments/<id> to a reader of the ticket (their bearer token).
     */
    HELPDESK_FILES_DIR: z.string().default(`${repoRoot}var/helpdesk-files`),
    PROJECT_MEDIA_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /**
     * The HMAC-SHA256 key of guest order tokens (`CustomerOrder.token`, `guestOrderByToken`; decision
     * 0038), at least 32 characters. Unset: a key derived from PROJECT_MEDIA_SECRET (required in
     * production), so no public default ever signs them there.
     */
    ORDER_TOKEN_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PROJECT_MEDIA_LINK_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
    /** Public storefront URL, reported as the store views' base URLs. */
    STOREFRONT_URL: z.string().url().default('http://localhost:3000/'),
    /**
     * Origins (scheme://host[:port], comma-separated) whose browser pages may call /graphql, with
     * credentials (decision 0026). Unset or empty: the origin of STOREFRONT_URL only.
     */
    CORS_ORIGINS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .transform((value, ctx) => {
          const origins: string[] = [];
          for (const item of value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const url = URL.canParse(item) ? new URL(item) : null;
            if (
              !url ||
              !['http:', 'https:'].includes(url.protocol) ||
              url.origin !== item.replace(/\/$/, '')
            ) {
              ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${item}` });
              return z.NEVER;
            }
            origins.push(url.origin);
          }
          return origins;
        })
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GRAPHQL_MAX_DEPTH: int(20),
    /**
     * Checked on a document's text before parsing (decision 0023): lexical tokens, and levels of
     * braces, brackets and parentheses (graphql-js's parser overflows its stack near 1,500).
     */
    GRAPHQL_MAX_TOKENS: int(2000),
    GRAPHQL_MAX_NESTING: z.coerce.number().int().positive().max(500).default(100),
    GRAPHQL_MAX_COMPLEXITY: int(300),
    GRAPHQL_MAX_ALIASES: int(30),
    GRAPHQL_MAX_BODY_BYTES: int(1_000_000),
    /** The largest `pageSize` of any list (products, categories, orders, cart and wishlist items). */
    GRAPHQL_MAX_PAGE_SIZE: int(300),
    /**
     * The `products` listing result cache (per process, keyed by the catalogue version): most
     * entries kept (0 disables it), memory budget in MB and the longest life of an entry.
     */
    CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
    CATALOG_CACHE_MB: int(64),
    CATALOG_CACHE_TTL_SECONDS: int(300),
    /**
     * Keep the store views, their configuration and currency rates per process under the store
     * version (modules/store/cache.ts); `false` reads them for every request.
     */
    STORE_CACHE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Customer accounts (decision 0008): token and reset-link lifetimes in hours. */
    CUSTOMER_TOKEN_LIFETIME_HOURS: hours(24),
    PASSWORD_RESET_TOKEN_HOURS: hours(2),
    /** Password reset requests accepted per target e-mail and per client address in the window. */
    PASSWORD_RESET_MAX_PER_EMAIL: int(5),
    PASSWORD_RESET_MAX_PER_ADDRESS: int(20),
    PASSWORD_RESET_WINDOW_MINUTES: int(60),
    /** scrypt cost `N,r,p` for new password hashes. */
    PASSWORD_SCRYPT_COST: z
      .string()
      .default('32768,8,3')
      .transform((value, ctx) => {
        const cost = parseScryptCost(value);
        if (!cost) {
          ctx.addIssue({ code: 'custom', message: 'expected N,r,p with N a power of two, e.g. 32768,8,3' });
          return z.NEVER;
        }
        return cost;
      }),
    /**
     * Sign-in throttling (decision 0008): failures from one client address that lock the account for
     * that address, failures from anywhere that lock it everywhere, and how long either lock lasts.
     */
    SIGNIN_ACCOUNT_MAX_FAILURES: int(6),
    SIGNIN_ACCOUNT_WIDE_MAX_FAILURES: int(30),
    SIGNIN_ACCOUNT_LOCK_MINUTES: int(30),
    /** Failed sign-ins from one client address per window before it must wait for the window's end. */
    SIGNIN_ADDRESS_MAX_FAILURES: int(20),
    SIGNIN_ADDRESS_WINDOW_MINUTES: int(15),
    /**
     * Proxies whose X-Forwarded-For names the client (proxy-addr syntax: IPs, CIDRs, `loopback`,
     * `linklocal`, `uniquelocal`, comma-separated). Empty: trust nobody, the socket peer is the client.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('loopback')
      .transform((value, ctx) => {
        const list = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        try {
          proxyAddr.compile(list);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
        return list;
      }),
    /** Mail: an SMTP server (smtp:// or smtps://), else .eml files under MAIL_DIR. */
    SMTP_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .url()
        .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_DIR: z.string().default(`${repoRoot}var/mail`),
    MAIL_FROM: z.string().default('Atrium <no-reply@atrium.example>'),
    /**
     * The mail outbox (decision 0020): whether this process runs a sending worker, how often it looks
     * for due mail besides being woken by commits, the first retry's delay (doubling, at most an
     * hour), attempts before giving up, and how long a claimed mail is held before another process
     * may take it (longer than an SMTP send can last).
     */
    MAIL_OUTBOX_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    MAIL_OUTBOX_POLL_SECONDS: z.coerce.number().positive().max(3600).default(10),
    MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
    MAIL_MAX_ATTEMPTS: int(10),
    MAIL_CLAIM_LEASE_SECONDS: z.coerce.number().min(120).max(86_400).default(300),
    /**
     * Payments (decision 0016). The API's public URL, where browsers and providers reach the payment
     * return/notification endpoints and the built-in sandboxes; never taken from a request's Host.
     * Unset: http://localhost:<API_PORT>/.
     */
    API_PUBLIC_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .url()
        .refine(
          (url) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol),
          'must start with http:// or https://',
        )
        .optional(),
    ),
    /**
     * The built-in PayPal and Robokassa sandboxes for providers without credentials: demos and tests
     * only (anyone can pay on them), refused with NODE_ENV=production. Off: such methods are not offered.
     */
    PAYMENT_SANDBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    NODE_ENV: z.string().default('development'),
    /** PayPal REST credentials; without both, PayPal is offered only with PAYMENT_SANDBOX (/sandbox/paypal). */
    PAYPAL_CLIENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    PAYPAL_CLIENT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    PAYPAL_API_URL: z.string().url().default('https://api-m.sandbox.paypal.com'),
    /** Robokassa shop credentials; without all three, only with PAYMENT_SANDBOX (/sandbox/robokassa). */
    ROBOKASSA_MERCHANT_LOGIN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    ROBOKASSA_PASSWORD1: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    ROBOKASSA_PASSWORD2: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    ROBOKASSA_HASH: z.enum(['md5', 'sha256']).default('md5'),
    ROBOKASSA_TEST: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    ROBOKASSA_PAYMENT_URL: z.string().url().default('https://auth.robokassa.ru/Merchant/Index.aspx'),
    /** Unpaid redirect orders are canceled (stock back, cart restored) after this many minutes. */
    PENDING_PAYMENT_LIFETIME_MINUTES: int(480),
    /** Answer with GraphiQL on GET /graphql from a browser. */
    GRAPHIQL: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.GRAPHQL_MAX_NESTING <= env.GRAPHQL_MAX_DEPTH + 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['GRAPHQL_MAX_NESTING'],
        message: 'must be more than GRAPHQL_MAX_DEPTH + 1, or queries within the depth limit are refused',
      });
    }
    if (!env.PROJECT_MEDIA_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PROJECT_MEDIA_SECRET'],
        message:
          'required with NODE_ENV=production: the development default is public, so anyone could sign links to project pictures',
      });
    }
    if (env.PAYMENT_SANDBOX && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX'],
        message:
          'the built-in payment sandboxes cannot run with NODE_ENV=production (anyone could pay on them); configure the providers’ credentials instead',
      });
    }
  })
  .transform((env) => ({
    ...env,
    API_PUBLIC_URL: env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}/`,
    CORS_ORIGINS: env.CORS_ORIGINS ?? [new URL(env.STOREFRONT_URL).origin],
    PROJECT_MEDIA_SECRET: env.PROJECT_MEDIA_SECRET ?? DEVELOPMENT_PROJECT_MEDIA_SECRET,
  }));

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  return parsed.data;
}
