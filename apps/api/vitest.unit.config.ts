// The API's unit tests (`src/**/*.test.ts`: calculators, parsers, the database adapter's error
// handling): no server, no template database, and run once (they do not depend on DATABASE_URL).
// The API suite proper (`test/**`, real GraphQL over HTTP) is vitest.config.ts.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // As in the API suite (ADR 0025): the files of a worker share its process and loaded modules;
    // loading the API's dependencies anew for each file cost more than its tests.
    isolate: false,
    testTimeout: 30_000,
  },
});
