// /:website/contact (Magento's contact page): the store's contact details from the CMS page
// `contact` and the contact form (contactUs). A store view with the form switched off answers 404
// unless it has the CMS page, which is then shown alone.
import { data, useActionData } from 'react-router';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { CmsContent } from '~/features/cms/CmsContent';
import { getCmsPage } from '~/features/cms/get-cms-page.server';
import { ContactPage } from '~/features/contact/ContactPage';
import { contactAction, contactEnabled } from '~/features/contact/contact.server';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { mergeMeta, messageFromMatches, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/contact';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const [enabled, page] = await Promise.all([contactEnabled(shop), getCmsPage(shop.headers, 'contact')]);
  const details = page.ok && page.data.cmsPage?.content ? page.data.cmsPage.content : null;
  if (!enabled && !details) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  return { enabled, details };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, getShopContext(context));
}

export function meta({ matches }: Route.MetaArgs) {
  const title = messageFromMatches(matches, 'contact.title');
  return mergeMeta(parentMeta(matches), title ? [{ title }] : []);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { website, customer } = useRequiredShellData();
  const answer = useActionData<typeof action>();
  const details = loaderData.details ? <CmsContent html={loaderData.details} /> : null;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-8 xs:px-6 xs:py-12 md:px-8" data-testid="contact-page">
      <Breadcrumbs
        items={[{ text: t('common.home'), link: websiteHome(website) }, { text: t('contact.title') }]}
      />
      <h1 className="mt-6 mb-8 text-2xl font-medium xs:text-3xl">{t('contact.title')}</h1>
      {loaderData.enabled ? (
        <ContactPage
          defaults={{
            name: customer ? [customer.firstname, customer.lastname].filter(Boolean).join(' ') : '',
            email: customer?.email ?? '',
          }}
          details={details}
          answer={answer}
        />
      ) : (
        details
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
