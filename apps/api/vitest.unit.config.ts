// The API's unit tests (`src/**/*.test.ts`: calculators, parsers, the database adapter's error
// handling): no server, no template database, and run once (they do not depend on DATABASE_URL).
// The API suite proper (`test/**`, real GraphQL over HTTP) is vitest.config.ts.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({
  resolve: base.resolve,
  test: { include: ['src/**/*.test.ts'], pool: 'forks', maxWorkers: 2, testTimeout: 30_000 },
});
