// Unit tests run without the React Router Vite plugin: they import modules directly.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
