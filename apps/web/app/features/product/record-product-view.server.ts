// Counting product page views for the most-viewed blocks. The loader counts a view when it serves
// a person's page request, document or client navigation alike: not for crawlers (isbot) and not
// for speculative prefetches (the browser marks those with Sec-Purpose / Purpose: prefetch).
// Counting on the server keeps it working without JavaScript; a failed count never fails the page.
// A Magento backend counts nothing (recordProductView is Atrium's).
import { isbot } from 'isbot';
import { backendHas } from '~/lib/backend.server';
import { RecordProductViewDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';

export function shouldRecordView(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (isbot(request.headers.get('user-agent'))) return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  return !/prefetch|prerender/i.test(purpose);
}

export async function recordProductView(scope: ScopeHeaders, uid: string, website: string): Promise<void> {
  if (!backendHas('productRails')) return;
  const result = await requestGraphQL(RecordProductViewDocument, { variables: { uid }, scope });
  if (!result.ok) reportApiError('recordProductView', result.error, website);
}
