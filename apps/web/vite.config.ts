import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // ANALYZE=1 npm run build -w @atrium/web: a treemap of the browser bundle (gzip sizes) in
    // build/stats.html, to see what each page's JavaScript is made of (docs/performance.md).
    process.env.ANALYZE && !isSsrBuild
      ? visualizer({ filename: 'build/stats.html', template: 'treemap', gzipSize: true, brotliSize: true })
      : null,
  ],
  // The client build's manifest names the chunk of each catch-all page kind, for the page's
  // modulepreload links (app/routes/catch-all-chunks.server.ts).
  build: {
    manifest: !isSsrBuild,
    rollupOptions: {
      output: {
        // Rollup splits shared code into a chunk per set of importers, which left pages loading ~50
        // files, most under 2 KB, each paying its own response headers (over 1 KB with the security
        // headers) and request slot. Chunks under 8 KB are merged into a chunk their importers
        // already load, when that changes no module's side effects (docs/performance.md).
        experimentalMinChunkSize: 8 * 1024,
      },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}));
