// Any address under a website that no route serves: "This page could not be found" with a real
// 404 status. After a change of website or language the page may simply not exist there, so those
// reloads (from=region-and-currency, from=language) go home instead.
import { data, redirect } from 'react-router';
import { websiteHome } from '~/features/website/website-codes';
import { ErrorPage, REDIRECT_HOME_FROM } from '~/layout/ErrorPage';
import type { Route } from './+types/not-found';

export function loader({ request, params }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get('from') ?? '';
  if (REDIRECT_HOME_FROM.includes(from)) throw redirect(websiteHome(params.website ?? ''));
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

/** Never rendered: the loader always answers with a redirect or the 404 that ErrorBoundary shows. */
export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
