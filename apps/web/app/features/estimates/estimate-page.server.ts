// The loaders of the estimate and proposal pages (account and project routes share them): the
// estimate, the countries its address form and text name, the base currency custom prices are typed
// in, and whether the delete confirmation is open. A proposal page of an estimate that is not (or
// no longer) a proposal sends the customer to the estimate's page.
import { redirect } from 'react-router';
import { getShopLocale } from '~/i18n/request-locale.server';
import { loadCountryOptions } from '~/lib/address/address-book.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { EstimatePageData } from './EstimatePage';
import { type EstimateScope, estimatePaths, isProposalStatus } from './estimate-paths';
import { loadEstimate } from './estimates.server';

export async function loadEstimatePage(
  request: Request,
  shop: ShopContext,
  id: number,
  scope: EstimateScope,
): Promise<EstimatePageData> {
  const estimate = await loadEstimate(shop, id, scope);
  const countries = await loadCountryOptions(shop, getShopLocale(request, shop), [
    estimate.address?.countryCode,
  ]);
  return {
    scope,
    estimate,
    countries,
    baseCurrency: shop.currency?.base_currency_code ?? shop.scope.currencyCode ?? '',
    confirmingDelete: new URL(request.url).searchParams.get('delete') === '1',
  };
}

export async function loadProposalPage(
  request: Request,
  shop: ShopContext,
  id: number,
  scope: EstimateScope,
): Promise<EstimatePageData> {
  const page = await loadEstimatePage(request, shop, id, scope);
  if (!isProposalStatus(page.estimate.status)) throw redirect(estimatePaths.estimate(scope, id));
  return page;
}
