// The home page: the store's welcome text, the top categories as tiles, product rails (new, most
// viewed, on sale), the store's CMS home page
// (storeConfig.cms_home_page: its title and meta for the document, its content sections other than
// a hero and tiles of its own) and what the store offers.

import { AppLink } from '~/components/ui/AppLink';
import { buttonClasses } from '~/components/ui/Button';
import { loadLatestPosts } from '~/features/blog/blog-list.server';
import { JournalSection } from '~/features/blog/JournalSection';
import { CategoryTiles } from '~/features/catalog/CategoryTiles';
import { CmsContent } from '~/features/cms/CmsContent';
import { cmsMeta } from '~/features/cms/cms-meta';
import { loadHomePage } from '~/features/cms/home-page.server';
import { homeContentSections } from '~/features/cms/home-sections';
import { loadHomeRails } from '~/features/home/get-home-rails.server';
import { HeroIllustration } from '~/features/home/HeroIllustration';
import { ProductRails } from '~/features/home/ProductRails';
import { ServiceHighlights } from '~/features/home/ServiceHighlights';
import { findShowcaseCategory, SHOWCASE_PATH } from '~/features/showcase/showcase-name';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { useBackendHas } from '~/lib/backend';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const [page, journal, rails] = await Promise.all([
    loadHomePage(shop),
    loadLatestPosts(shop),
    loadHomeRails(shop),
  ]);
  return { page, sections: homeContentSections(page?.content ?? ''), journal, rails };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  return mergeMeta(parentMeta(matches), page ? cmsMeta(page) : []);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, sections, rails } = loaderData;
  const { storeConfig, menu, website } = useRequiredShellData();
  const showcase = findShowcaseCategory(menu);
  const tiles = menu.filter((category) => category !== showcase);
  // The showcase is Atrium's: on a Magento backend its page does not exist.
  const showcaseOffered = useBackendHas('showcase');

  return (
    <>
      <section className="mx-auto grid max-w-[1440px] items-center gap-8 px-4 pt-8 pb-12 xs:grid-cols-2 xs:px-6 xs:pt-12 md:gap-16 md:px-8 md:pt-16 md:pb-20">
        <div>
          <p className="text-sm font-medium tracking-wide text-accent uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 text-3xl leading-tight font-bold text-balance xs:text-4xl md:text-5xl">
            {storeConfig.welcome}
          </h1>
          {storeConfig.default_description ? (
            <p className="mt-5 max-w-lg text-lg leading-relaxed text-ink-muted">
              {storeConfig.default_description}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#categories" className={buttonClasses('accent')}>
              {t('home.shop_categories')}
            </a>
            {showcase && showcaseOffered ? (
              <AppLink to={`/${website}/${SHOWCASE_PATH}`} className={buttonClasses('secondary')}>
                {t('home.see_showcase')}
              </AppLink>
            ) : null}
          </div>
        </div>
        <HeroIllustration className="w-full drop-shadow-sm" />
      </section>

      <section id="categories" className="mx-auto max-w-[1440px] scroll-mt-24 px-4 py-8 xs:px-6 md:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 className="text-2xl font-medium xs:text-3xl">{t('home.categories_title')}</h2>
            <p className="mt-1 text-ink-muted">{t('home.categories_subtitle')}</p>
          </div>
        </div>
        <CategoryTiles categories={tiles} website={website} />
      </section>

      <ProductRails rails={rails} />

      {page && sections.length > 0 ? (
        <section
          aria-labelledby={page.content_heading ? 'home-content-heading' : undefined}
          className="mx-auto max-w-[1440px] px-4 pt-12 xs:px-6 md:px-8"
          data-cms-page={page.identifier ?? undefined}
        >
          {page.content_heading ? (
            <h2 id="home-content-heading" className="mb-6 text-2xl font-medium text-balance xs:text-3xl">
              {page.content_heading}
            </h2>
          ) : null}
          <div className={`grid gap-6 ${sections.length > 1 ? 'xs:grid-cols-2' : ''}`}>
            {sections.map((html) => (
              <CmsContent
                key={html}
                html={html}
                className="rounded-2xl bg-surface-muted p-6 xs:p-8 md:p-10"
              />
            ))}
          </div>
        </section>
      ) : null}

      <ServiceHighlights />

      <JournalSection posts={loaderData.journal} website={website} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
