// A showcase project (/our-projects/<url_key>): its pictures, attributes and description.

import { data } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { buttonClasses } from '~/components/ui/Button';
import { CmsContent } from '~/features/cms/CmsContent';
import { getShowcaseProject } from '~/features/showcase/get-showcase.server';
import { ShowcaseAttributes } from '~/features/showcase/ShowcaseAttributes';
import { ShowcaseGallery } from '~/features/showcase/ShowcaseGallery';
import { findShowcaseCategory, SHOWCASE_PATH } from '~/features/showcase/showcase-name';
import { showcaseAttributes, showcaseImages, showcaseUrlKey } from '~/features/showcase/showcase-view';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { requireBackendFeature } from '~/lib/backend.server';
import { throwIfSessionExpired, toGlobalError } from '~/lib/graphql-errors.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/our-project';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('showcase')];

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const urlKey = showcaseUrlKey(params['*'], shop.storeConfig.product_url_suffix);
  if (!urlKey) notFound();
  const result = await getShowcaseProject(shop.headers, urlKey);
  if (!result.ok) {
    throwIfSessionExpired(result.error, shop.website);
    console.error(
      `API call products(url_key ${urlKey}) failed (${result.error.kind}): ${result.error.message}`,
    );
    const message = toGlobalError(result.error);
    throw data('text' in message ? { message: message.text } : { messageKey: message.key }, { status: 500 });
  }
  const item = result.data;
  if (!item) notFound();
  return {
    item,
    images: showcaseImages(item),
    attributes: showcaseAttributes(item),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const item = loaderData?.item;
  if (!item) return parentMeta(matches);
  const title = item.meta_title || item.name;
  return mergeMeta(parentMeta(matches), [
    ...(title ? [{ title }] : []),
    ...(item.meta_description ? [{ name: 'description', content: item.meta_description }] : []),
    ...(item.meta_keyword ? [{ name: 'keywords', content: item.meta_keyword }] : []),
  ]);
}

export default function ShowcaseItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { website, menu } = useRequiredShellData();
  const { item, images, attributes } = loaderData;
  const showcase = findShowcaseCategory(menu)?.name ?? t('showcase.title');
  const showcasePath = `/${website}/${SHOWCASE_PATH}`;
  const name = item.name ?? '';

  return (
    <article className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <div id="crumbs" className="scroll-mt-24">
        <Breadcrumbs
          items={[
            { text: t('breadcrumbs.home'), link: websiteHome(website) },
            { text: showcase, link: showcasePath },
            { text: name },
          ]}
        />
      </div>
      <div className="mt-6 grid gap-8 sm:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-12">
        <ShowcaseGallery images={images} name={name} />
        <div>
          <h1 className="text-3xl leading-tight font-bold text-balance xs:text-4xl">{name}</h1>
          {attributes.length > 0 ? (
            <section className="mt-6" aria-labelledby="showcase-attributes">
              <h2 id="showcase-attributes" className="sr-only">
                {t('showcase.details')}
              </h2>
              <ShowcaseAttributes attributes={attributes} />
            </section>
          ) : null}
          <AppLink to={showcasePath} className={buttonClasses('secondary', 'mt-6')}>
            {t('showcase.all_projects')}
          </AppLink>
        </div>
      </div>
      {item.description?.html ? (
        <section className="mt-12 max-w-3xl" aria-labelledby="showcase-description">
          <h2 id="showcase-description" className="text-2xl font-medium">
            {t('showcase.about')}
          </h2>
          <CmsContent html={item.description.html} className="mt-4" />
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
