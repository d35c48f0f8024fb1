// The only module that reads process.env: every setting is validated once, at start.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: int(4000),
  /** PostgreSQL server; when unset the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(`${repoRoot}var/pglite`),
  /** Media files (product pictures, attached files), served at /media/. */
  MEDIA_DIR: z.string().default(`${repoRoot}var/media`),
  /** Public storefront URL, reported as the store views' base URLs. */
  STOREFRONT_URL: z.string().url().default('http://localhost:3000/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHQL_MAX_DEPTH: int(20),
  GRAPHQL_MAX_COMPLEXITY: int(300),
  GRAPHQL_MAX_ALIASES: int(30),
  GRAPHQL_MAX_BODY_BYTES: int(1_000_000),
  /**
   * The `products` listing result cache (per process, keyed by the catalogue version): most
   * entries kept (0 disables it), memory budget in MB and the longest life of an entry.
   */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  CATALOG_CACHE_MB: int(64),
  CATALOG_CACHE_TTL_SECONDS: int(300),
  /** Answer with GraphiQL on GET /graphql from a browser. */
  GRAPHIQL: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  return parsed.data;
}
