import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module) builds; Node gives Yoga the CJS one, so the tests
    // must too, or `instanceof GraphQLError` fails across the two copies.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Unit tests under src/ run once, in the unit suite (vitest.unit.config.ts).
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one template database per run; each test file gets a copy (ADR 0025).
    globalSetup: ['test/support/global-setup.ts'],
    // Each file starts its own server on a fresh database; two files at a time fit two cores.
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share its process and loaded modules (ADR 0025): loading the API's
    // modules and dependencies anew for every file cost more than its tests. No file may leave
    // state behind in a module: each starts its own server on its own database and closes both.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
