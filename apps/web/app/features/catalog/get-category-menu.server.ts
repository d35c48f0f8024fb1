import { CategoryMenuDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { buildMenu } from './menu-tree';

/** The menu below the store's root category, already filtered to what navigation shows. */
export async function getCategoryMenu(scope: ScopeHeaders, rootUid: string, urlSuffix: string) {
  const result = await requestGraphQL(CategoryMenuDocument, { scope, variables: { rootUid } });
  if (!result.ok) return result;
  const root = result.data.categoryList?.find((node) => node?.uid === rootUid);
  return { ok: true as const, data: buildMenu(root?.children, urlSuffix) };
}
