// The category page: trail, title, description and the category's listing.
import type { ComponentProps } from 'react';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import type { CategoryPageData } from './category-page.server';
import { ListingView } from './ListingView';

export function CategoryPage({
  data,
  renderCardAction,
}: {
  data: CategoryPageData;
  renderCardAction?: ComponentProps<typeof ListingView>['renderCardAction'];
}) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const { category, crumbs, listing } = data;

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-16 xs:px-6 md:px-8">
      <Breadcrumbs items={[{ text: t('common.home'), link: `/${website}/` }, ...crumbs]} />
      <h1 className="mt-4 text-3xl font-bold xs:text-4xl">{category.name}</h1>
      {category.description.length > 0 ? (
        <div className="mt-3 max-w-3xl space-y-2 leading-relaxed text-ink-muted">
          {category.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <div className="mt-8">
        <ListingView
          listing={listing}
          emptyText={t('listing.empty_category')}
          renderCardAction={renderCardAction}
        />
      </div>
    </div>
  );
}
