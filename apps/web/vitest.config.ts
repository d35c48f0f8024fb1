// Unit tests run without the React Router Vite plugin: they import modules directly.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The files of a worker share its process and loaded modules (ADR 0025): a fresh process per
    // file cost six times the tests themselves. A test that stubs a global unstubs it afterwards.
    isolate: false,
  },
});
