import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { pageChunks } from './scripts/page-chunks.ts';

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
  build: {
    // The manifest names the chunk of each catch-all page kind, for the page's script to preload
    // (app/routes/catch-all-chunks.server.ts).
    manifest: !isSsrBuild,
    // SOURCEMAP=1: source maps of the browser's files, for `npm run bench:profile` to name the
    // functions a page's long tasks run (docs/performance.md, Part 3). Never in a deployed build.
    sourcemap: !isSsrBuild && Boolean(process.env.SOURCEMAP),
    rollupOptions: { output: isSsrBuild ? {} : { manualChunks: pageChunks() } },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}));
