// The only module that reads process.env: every setting is validated once, when the server starts.
// Keep this file free of path aliases and non-erasable syntax: server.ts imports it directly in Node.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const envSchema = z.object({
  /** Port the storefront listens on. */
  WEB_PORT: z.coerce.number().int().positive().default(3000),
  /** Interface the storefront binds to. */
  WEB_HOST: z.string().min(1).default('0.0.0.0'),
  /** The commerce API's GraphQL endpoint, called server to server. */
  API_URL: z.url().default('http://localhost:4000/graphql'),
  /**
   * What answers at API_URL: Atrium's API, or a Magento 2.4.7 (then the documents go without their
   * `@atrium` selections, Atrium's own operations are not sent at all and the UI hides Atrium's
   * features: lib/graphql/backend-extensions.ts, lib/backend.ts).
   */
  API_BACKEND: z.enum(['atrium', 'magento']).default('atrium'),
  /**
   * Comma-separated IPs or CIDR ranges of reverse proxies whose X-Forwarded-For header is believed.
   * Empty: the socket address is the client address and X-Forwarded-For is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  /** Renders the storefront in the dark theme. */
  DARK_THEME: booleanFlag,
  /** Lifetime of the guest cart cookie `cart_id` in seconds (spec §9: from config, else 86400). */
  CART_COOKIE_LIFETIME_SECONDS: z.coerce.number().int().positive().default(86_400),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid storefront configuration: ${problems}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The settings the browser may see, and nothing else: the root loader sends exactly this object.
 * Never add secrets here; the API URL stays on the server because the browser never calls the API.
 * API_BACKEND tells the UI which of Atrium's features to offer (lib/backend.ts).
 */
export function getPublicEnv(env: Env = getEnv()) {
  return { DARK_THEME: env.DARK_THEME, API_BACKEND: env.API_BACKEND };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
