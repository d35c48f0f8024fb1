// The catch-all's kinds of page (category, product, blog post, CMS page), each its own chunk: a
// shopper on a category page does not download the product page, and the other way round. The
// server loads the kind's module in the loader, so the HTML renders at once and whole; the browser
// preloads its chunk with the route's modules (catch-all-chunks.server.ts) and hydrates the page when
// the chunk is there; on a client navigation the clientLoader waits for the chunk with the data.
// ADR 0044.
import { use } from 'react';
import { type LazyModule, lazyModule } from '~/lib/lazy-module';

export const catchAllPages = {
  category: lazyModule(() => import('./catch-all-category')),
  product: lazyModule(() => import('./catch-all-product')),
  'blog-post': lazyModule(() => import('./catch-all-blog-post')),
  cms: lazyModule(() => import('./catch-all-cms')),
};

export type CatchAllKind = keyof typeof catchAllPages;

/** The source file of each kind, as the Vite manifest names it (for preloading its chunk). */
export const catchAllPageSources: Record<CatchAllKind, string> = {
  category: 'app/routes/catch-all-category.tsx',
  product: 'app/routes/catch-all-product.tsx',
  'blog-post': 'app/routes/catch-all-blog-post.tsx',
  cms: 'app/routes/catch-all-cms.tsx',
};

/**
 * The kind's module for rendering: at once when loaded (always on the server, and after the
 * clientLoader); during hydration it suspends until the chunk arrives, and React keeps the
 * server's HTML on screen meanwhile (hydration runs in a transition).
 */
export function usePageModule<T>(page: LazyModule<T>): T {
  return page.loaded() ?? use(page.load());
}
