// The region and currency choice: the action behind the pop-up and the drawer, and a page with
// the same form for anyone who opens /:website/region-and-currency directly.

import { data, redirect, useActionData, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { RegionCurrencyForm } from '~/features/region-currency/RegionCurrencyForm';
import type { RegionActionData } from '~/features/region-currency/region-action-data';
import { validateRegionForm } from '~/features/region-currency/region-form-rules';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { regionFormProps } from '~/layout/region-form-props';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { clientIpContext } from '~/lib/client-ip-context';
import { COOKIE, preferenceCookie, readCookies } from '~/lib/cookies.server';
import { safeRedirectPath, withFrom } from '~/lib/redirect-target';
import { getWebsitesConfig } from '~/lib/shop/get-websites-config.server';
import { currentSelection, resolveShopScope } from '~/lib/shop/shop-scope';
import { replaceWebsitePrefix, websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/region-and-currency';

export async function action({ request, params, context }: Route.ActionArgs) {
  const website = params.website ?? '';
  const form = await request.formData();
  const config = await getWebsitesConfig(context.get(clientIpContext));
  if (!config.ok) {
    console.error(
      `Region and currency: websitesConfig failed (${config.error.kind}): ${config.error.message}`,
    );
    return data<RegionActionData>({ errors: {}, formError: 'error.default' }, { status: 503 });
  }
  const { websites, region_by_location: located } = config.data.websitesConfig;
  const result = validateRegionForm(websites, {
    website: form.get('website'),
    region: form.get('region'),
    currency: form.get('currency'),
  });
  if (!result.ok) return data<RegionActionData>({ errors: result.errors }, { status: 400 });

  const { values } = result;
  // The region bar's close button (decision 0037): keep the detected choice of this website.
  const keepDetected = form.get('intent') === 'keep-detected';
  if (keepDetected && values.website !== website) {
    return data<RegionActionData>({ errors: { website: 'validation.invalid_option' } }, { status: 400 });
  }
  // Compared with the earlier choice; a first visit has none, so its submission is always a change.
  const cookies = readCookies(request);
  const site = websites.find((item) => item.code === website);
  const scope = site && cookies[COOKIE.website] ? resolveShopScope(site, cookies) : undefined;
  const before = scope ? currentSelection(scope, located) : undefined;
  const unchanged =
    before?.website === values.website &&
    before.region === values.region &&
    before.currency === values.currency;

  const headers = new Headers();
  headers.append('Set-Cookie', preferenceCookie(request, COOKIE.website, values.website));
  headers.append('Set-Cookie', preferenceCookie(request, COOKIE.store, result.storeView));
  headers.append('Set-Cookie', preferenceCookie(request, COOKIE.region, values.region));
  headers.append('Set-Cookie', preferenceCookie(request, COOKIE.currency, values.currency));

  // Posted through a fetcher (the bar once hydrated): the cookies are set, the page stays.
  if (keepDetected && form.get('via') === 'fetcher')
    return data<RegionActionData>({ errors: {} }, { headers });
  const back = safeRedirectPath(form.get('redirectTo'), websiteHome(website));
  // Spec §4: nothing changed → the drawer just closes; otherwise the same page on the new website.
  const target =
    unchanged || keepDetected
      ? back
      : withFrom(replaceWebsitePrefix(back, values.website), 'region-and-currency');
  return redirect(target, { headers });
}

export default function RegionAndCurrencyPage() {
  const { t } = useTranslation();
  const shell = useRequiredShellData();
  const actionData = useActionData<typeof action>();
  // Opened from the region bar's "Change" without JavaScript: back to that page afterwards (the
  // action checks the path again).
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo') ?? undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 xs:py-12">
      <Breadcrumbs
        items={[
          { text: t('common.home'), link: websiteHome(shell.website) },
          { text: t('region_and_currency.title') },
        ]}
      />
      <h1 className="mt-6 mb-6 text-2xl font-medium xs:text-3xl">{t('region_and_currency.title')}</h1>
      <RegionCurrencyForm
        {...regionFormProps(shell, t('region_and_currency.submit'))}
        errors={actionData?.errors}
        redirectTo={redirectTo}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
