// Spec §2: /our-projects.html (the showcase category's URL with its suffix) redirects to the
// showcase, scrolled to its breadcrumbs.
import { redirect } from 'react-router';
import { SHOWCASE_PATH } from '~/features/showcase/showcase-name';
import { requireBackendFeature } from '~/lib/backend.server';
import type { Route } from './+types/our-projects-html';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('showcase')];

export function loader({ request, params }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${params.website}/${SHOWCASE_PATH}${search}#crumbs`, 301);
}
