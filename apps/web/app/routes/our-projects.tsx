// The showcase ("our projects", spec §2): the products of category 154 as a grid of cards with
// their pictures and attributes, twelve to a page (?p=N).

import { data } from 'react-router';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { getShowcaseProjects } from '~/features/showcase/get-showcase.server';
import { Pagination } from '~/features/showcase/Pagination';
import { ShowcaseCard } from '~/features/showcase/ShowcaseCard';
import {
  findShowcaseCategory,
  SHOWCASE_PATH,
  showcaseNameFromMatches,
} from '~/features/showcase/showcase-name';
import { showcasePage } from '~/features/showcase/showcase-view';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { requireBackendFeature } from '~/lib/backend.server';
import { throwIfSessionExpired, toGlobalError } from '~/lib/graphql-errors.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/our-projects';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('showcase')];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const page = showcasePage(new URL(request.url).searchParams.get('p'));
  const result = await getShowcaseProjects(shop.headers, page);
  if (!result.ok) {
    throwIfSessionExpired(result.error, shop.website);
    // A page past the last one is Magento's input error: that page does not exist.
    if (result.error.kind === 'graphql' && result.error.category === 'graphql-input') {
      throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
    }
    console.error(`API call getOurProjectCollection failed (${result.error.kind}): ${result.error.message}`);
    const message = toGlobalError(result.error);
    throw data('text' in message ? { message: message.text } : { messageKey: message.key }, { status: 500 });
  }
  const collection = result.data.getOurProjectCollection;
  return {
    page,
    totalPages: collection?.page_info?.total_pages ?? 1,
    totalCount: collection?.total_count ?? 0,
    items: (collection?.items ?? []).filter((item) => item !== null),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const name = showcaseNameFromMatches(matches);
  return mergeMeta(parentMeta(matches), name ? [{ title: name }] : []);
}

export default function Showcase({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { website, menu } = useRequiredShellData();
  const { items, page, totalPages, totalCount } = loaderData;
  const title = findShowcaseCategory(menu)?.name ?? t('showcase.title');
  const basePath = `/${website}/${SHOWCASE_PATH}`;

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <div id="crumbs" className="scroll-mt-24">
        <Breadcrumbs items={[{ text: t('breadcrumbs.home'), link: websiteHome(website) }, { text: title }]} />
      </div>
      <header className="mt-6 mb-8 max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold text-balance xs:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('showcase.subtitle')}</p>
        <p className="mt-2 text-sm text-ink-muted">{t('showcase.count', { count: totalCount })}</p>
      </header>
      {items.length > 0 ? (
        <ul className="grid gap-6 xs:grid-cols-2 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.uid}>
              <ShowcaseCard item={item} href={`${basePath}/${item.url_key ?? ''}`} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-surface-muted p-8 text-center text-ink-muted">{t('showcase.empty')}</p>
      )}
      <Pagination basePath={basePath} page={page} totalPages={totalPages} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
