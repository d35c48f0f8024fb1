// The meta of an account page: its title in the interface language; the layout's robots noindex
// and icon stay (merged from the parent routes).
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';

export function accountMeta(titleKey: string) {
  return ({ matches }: MetaArgs): MetaDescriptor[] => {
    const page = messageFromMatches(matches, titleKey);
    const account = messageFromMatches(matches, 'account.title');
    const title = page && account && page !== account ? `${page} · ${account}` : (page ?? account ?? '');
    return mergeMeta(parentMeta(matches), title ? [{ title }] : []);
  };
}
