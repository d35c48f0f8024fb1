// POST /:website/customer/account/projects/:id/design/pdf: the project's design PDF as a download
// (issue 13 §2 "Download PDF"). A plain form post, so the browser saves the attachment and stays on
// the tab; a failure comes back to the tab with the API's message.
import { redirect } from 'react-router';
import { designPaths } from '~/features/project-design/design-paths';
import { downloadDesignPdf, projectIdOf } from '~/features/project-design/project-design.server';
import { flashCookie } from '~/lib/flash.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/account-project-design-pdf';

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = getShopContext(context);
  const projectId = projectIdOf(params.id);
  const download = await downloadDesignPdf(shop, projectId);
  if (download.ok) return download.response;
  const flash = flashCookie(request, { type: 'error', ...download.message });
  return redirect(designPaths.design(shop.website, projectId), { headers: { 'Set-Cookie': flash } });
}

/** The PDF is drawn on request only (a POST): following a link here leads back to the tab. */
export function loader({ params, context }: Route.LoaderArgs) {
  return redirect(designPaths.design(getShopContext(context).website, projectIdOf(params.id)));
}
