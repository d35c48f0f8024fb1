// A CMS page (spec: CMS page): breadcrumbs when the store shows them, the content heading (or the
// title) and the content. The one-column layouts read as an article; full-width gives the content
// the page's whole width.

import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';
import type { CmsPageFieldsFragment } from '~/lib/graphql/generated';
import { websiteHome } from '~/lib/shop/website-codes';
import { CmsContent } from './CmsContent';

export interface CmsPageViewProps {
  page: CmsPageFieldsFragment;
  website: string;
  showBreadcrumbs: boolean;
}

export function CmsPage({ page, website, showBreadcrumbs }: CmsPageViewProps) {
  const { t } = useTranslation();
  const heading = page.content_heading || page.title;
  const wide = page.page_layout === 'cms-full-width';
  return (
    <article
      className={`mx-auto px-4 pt-6 pb-12 xs:px-6 md:px-8 ${wide ? 'max-w-[1440px]' : 'max-w-3xl'}`}
      data-page-layout={page.page_layout ?? undefined}
    >
      {showBreadcrumbs ? (
        <Breadcrumbs
          items={[{ text: t('breadcrumbs.home'), link: websiteHome(website) }, { text: page.title ?? '' }]}
        />
      ) : null}
      {heading ? (
        <h1 className="mt-6 text-3xl leading-tight font-bold text-balance xs:text-4xl">{heading}</h1>
      ) : null}
      {page.content ? <CmsContent html={page.content} className="mt-8" /> : null}
    </article>
  );
}
