// The <title> of a checkout page (checkout, confirmation, payment return): never indexed.
import type { MetaDescriptor } from 'react-router';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';

export function checkoutMeta(
  matches: readonly ({ id: string; loaderData?: unknown; meta?: MetaDescriptor[] } | undefined)[],
  titleKey: string,
): MetaDescriptor[] {
  const title = messageFromMatches(matches, titleKey);
  return mergeMeta(parentMeta(matches), [
    ...(title ? [{ title }] : []),
    { name: 'robots', content: 'noindex,nofollow' },
  ]);
}
