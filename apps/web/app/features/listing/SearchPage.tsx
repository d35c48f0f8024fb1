// The search results page: the query as the title, then the same listing as a category.
import type { ComponentProps } from 'react';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { ListingView } from './ListingView';
import type { SearchPageData } from './search-page.server';

export function SearchPage({
  data,
  renderCardAction,
}: {
  data: SearchPageData;
  renderCardAction?: ComponentProps<typeof ListingView>['renderCardAction'];
}) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const { title } = data;
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-16 xs:px-6 md:px-8">
      <Breadcrumbs items={[{ text: t('common.home'), link: `/${website}/` }, { text: title }]} />
      <h1 className="mt-4 text-3xl font-bold break-words xs:text-4xl">{title}</h1>
      <div className="mt-8">
        <ListingView
          listing={data.listing}
          emptyText={t('search.empty', { query: data.query })}
          renderCardAction={renderCardAction}
        />
      </div>
    </div>
  );
}
