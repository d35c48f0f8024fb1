// /:website/blog (spec §2 "Blog list"): the posts, 15 a page, filtered by `?tag=`, at `?page=N`;
// the same loader answers "show more"'s fetcher. Canonical and rel=prev/next follow the page.
import { isRouteErrorResponse } from 'react-router';
import { BlogListPage } from '~/features/blog/BlogListPage';
import { type BlogListData, loadBlogList } from '~/features/blog/blog-list.server';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/blog';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('blog')];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlogList(request, getShopContext(context));
}

/**
 * In the browser (navigations and "show more"), a failed call — the network, an HTTP error — is
 * the global error message over an unchanged list (spec §8), not the error page. A page that does
 * not exist stays a 404.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs): Promise<BlogListData> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw error;
    console.error('Loading the journal failed', error);
    return {
      website: params.website ?? '',
      tag: null,
      tagLabel: null,
      page: 0,
      totalPages: 0,
      totalCount: 0,
      posts: [],
      chips: [],
      canonical: '',
      prev: null,
      next: null,
      error: { type: 'error', key: 'blog.load_failed' },
    };
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const blog = messageFromMatches(matches, 'blog.title') ?? 'Blog';
  const description = messageFromMatches(matches, 'blog.intro');
  if (!loaderData) return mergeMeta(parentMeta(matches), [{ title: blog }]);
  const page = loaderData.page > 1 ? ` · ${loaderData.page}` : '';
  const title = `${loaderData.tagLabel ? `${loaderData.tagLabel} · ${blog}` : blog}${page}`;
  return mergeMeta(parentMeta(matches), [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    ...(loaderData.prev ? [{ tagName: 'link', rel: 'prev', href: loaderData.prev }] : []),
    ...(loaderData.next ? [{ tagName: 'link', rel: 'next', href: loaderData.next }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: loaderData.canonical },
  ]);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
