// The guard and data of /checkout/success-estimate (spec §2: "the estimate success page needs an
// estimate parameter object with a name, otherwise it redirects to /"): the page takes the new
// estimate's id from `?estimate=ID` and loads its name; a guest, a missing or malformed id, or an
// estimate the customer cannot read (nothing with a name) sends the visitor to the website's home.
import { redirect } from 'react-router';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import { estimateIdOf, estimatePaths } from './estimate-paths';
import { loadEstimateName } from './estimates.server';

export interface SuccessEstimateData {
  website: string;
  name: string;
  estimateHref: string;
  listHref: string;
}

export async function loadSuccessEstimate(request: Request, shop: ShopContext): Promise<SuccessEstimateData> {
  const home = websiteHome(shop.website);
  const id = estimateIdOf(new URL(request.url).searchParams.get('estimate'));
  if (id === null || !shop.headers.authToken) throw redirect(home);
  const estimate = await loadEstimateName(shop, id);
  if (!estimate?.name) throw redirect(home);
  const scope = { website: shop.website, projectId: estimate.projectId };
  return {
    website: shop.website,
    name: estimate.name,
    estimateHref: estimatePaths.estimate(scope, estimate.id),
    listHref: estimatePaths.list(scope, 'estimates'),
  };
}
