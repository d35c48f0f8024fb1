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
  build: { manifest: !isSsrBuild },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}));
