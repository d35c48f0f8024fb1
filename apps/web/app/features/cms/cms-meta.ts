import type { MetaDescriptor } from 'react-router';
import type { CmsPageFieldsFragment } from '~/lib/graphql/generated';

/** Title, description and keywords of a CMS page: its meta fields, else its title. */
export function cmsMeta(page: CmsPageFieldsFragment): MetaDescriptor[] {
  const title = page.meta_title || page.title;
  return [
    ...(title ? [{ title }] : []),
    ...(page.meta_description ? [{ name: 'description', content: page.meta_description }] : []),
    ...(page.meta_keywords ? [{ name: 'keywords', content: page.meta_keywords }] : []),
  ];
}
