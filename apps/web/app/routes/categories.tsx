// All categories of the menu (spec §2: /categories): each top category as a card with its picture,
// its subcategories and their children as links. The tree is the layout's menu, already filtered
// to what navigation shows.

import { AppLink } from '~/components/ui/AppLink';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { CoverImage } from '~/components/ui/CoverImage';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { MenuCategory } from '~/features/catalog/menu-tree';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/categories';

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'website')?.loaderData as
    | { menu?: MenuCategory[] }
    | undefined;
  const title = messageFromMatches(matches, 'categories.title');
  const names = (layout?.menu ?? []).map((category) => category.name).join(', ');
  return mergeMeta(parentMeta(matches), [
    ...(title ? [{ title }] : []),
    ...(names ? [{ name: 'description', content: names }] : []),
  ]);
}

/** The same warm tints as the home page's tiles, behind a picture or instead of a missing one. */
const TINTS = [
  'bg-[#efe9e1]',
  'bg-[#e6e9e4]',
  'bg-[#ece6f6]',
  'bg-[#e9e6e1]',
  'bg-[#e3e8ec]',
  'bg-[#f2e8e2]',
];

function countText(category: MenuCategory, t: ReturnType<typeof useTranslation>['t']): string {
  return category.productCount > 0
    ? t('catalog.product_count', { count: category.productCount })
    : t('menu.category_count', { count: category.children.length });
}

function CategoryCard({
  category,
  website,
  tint,
}: {
  category: MenuCategory;
  website: string;
  tint: string;
}) {
  const { t } = useTranslation();
  const href = (item: MenuCategory) => `/${website}/${item.path}`;
  return (
    <section
      aria-labelledby={`category-${category.uid}`}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised"
    >
      <AppLink to={href(category)} className="group block" tabIndex={-1} aria-hidden="true">
        <div className={`relative aspect-[16/7] overflow-hidden dark:bg-surface-muted ${tint}`}>
          <span className="absolute right-4 bottom-1 text-7xl font-bold text-black/[0.06] select-none dark:text-white/[0.06]">
            {category.name.charAt(0)}
          </span>
          {category.image ? <CoverImage src={category.image} className="group-hover:scale-[1.03]" /> : null}
        </div>
      </AppLink>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={`category-${category.uid}`} className="text-lg font-medium">
          <AppLink to={href(category)} className="hover:text-accent">
            {category.name}
          </AppLink>
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">{countText(category, t)}</p>
        {category.children.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {category.children.map((child) => (
              <li key={child.uid}>
                <AppLink to={href(child)} className="font-medium hover:text-accent">
                  {child.name}
                </AppLink>
                {child.children.length > 0 ? (
                  <ul className="mt-1 space-y-1">
                    {child.children.map((leaf) => (
                      <li key={leaf.uid}>
                        <AppLink to={href(leaf)} className="text-ink-muted hover:text-accent">
                          {leaf.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <AppLink
          to={href(category)}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-medium text-accent hover:text-accent-hover"
        >
          {t('menu.view_all', { name: category.name })}
          <ArrowRightIcon className="size-4" />
        </AppLink>
      </div>
    </section>
  );
}

export default function Categories() {
  const { t } = useTranslation();
  const { menu, website } = useRequiredShellData();
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <Breadcrumbs
        items={[{ text: t('breadcrumbs.home'), link: websiteHome(website) }, { text: t('categories.title') }]}
      />
      <header className="mt-6 mb-8 max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold xs:text-4xl">{t('categories.title')}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('categories.subtitle')}</p>
      </header>
      {menu.length > 0 ? (
        <div className="grid items-start gap-6 xs:grid-cols-2 md:grid-cols-3">
          {menu.map((category, index) => (
            <CategoryCard
              key={category.uid}
              category={category}
              website={website}
              tint={TINTS[index % TINTS.length] ?? ''}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-2xl bg-surface-muted p-8 text-center text-ink-muted">{t('categories.empty')}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
