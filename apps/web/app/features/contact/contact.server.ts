// The contact page's reads and its one write (contactUs). An API refusal (the form switched off,
// too many messages, an address the API rejects) is shown as the API's message.
import { data, redirect } from 'react-router';
import { flashCookie } from '~/lib/flash.server';
import type { FieldErrors, FormMessage } from '~/lib/form-messages';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import { ContactFormDocument, ContactUsDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { reportApiError } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { type ContactField, type ContactValues, readContactForm } from './contact-form';

/** Whether the store view takes messages (storeConfig.contact_enabled). */
export async function contactEnabled(shop: ShopContext): Promise<boolean> {
  const result = await requestGraphQL(ContactFormDocument, { scope: shop.headers });
  if (result.ok) return result.data.storeConfig?.contact_enabled === true;
  reportApiError('storeConfig(contact_enabled)', result.error, shop.website);
  // Unknown: the form is shown, and the API refuses the message if the form is off.
  return true;
}

export type ContactAnswer =
  | { ok: true; sentAt: number }
  | { ok: false; values: ContactValues; errors?: FieldErrors<ContactField>; message?: FormMessage };

export async function contactAction(request: Request, shop: ShopContext) {
  const form = await request.formData();
  const read = readContactForm(form);
  if (!read.ok) {
    return data<ContactAnswer>({ ok: false, values: read.values, errors: read.errors }, { status: 400 });
  }
  const { telephone, ...rest } = read.values;
  const result = await requestGraphQL(ContactUsDocument, {
    variables: { input: { ...rest, telephone: telephone || null } },
    scope: shop.headers,
  });
  if (result.ok && result.data.contactUs?.status) {
    if (isViaFetcher(form)) return data<ContactAnswer>({ ok: true, sentAt: Date.now() });
    // A plain post: back to the page with the confirmation (a reload does not send it again).
    return redirect(`/${shop.website}/contact`, {
      headers: { 'Set-Cookie': flashCookie(request, { type: 'success', key: 'contact.sent' }) },
    });
  }
  let message: FormMessage = { key: 'error.default' };
  if (!result.ok && result.error.kind === 'graphql' && result.error.message) {
    message = { text: result.error.message };
  } else if (!result.ok) {
    console.error(`API call contactUs failed (${result.error.kind}): ${result.error.message}`);
  }
  return data<ContactAnswer>({ ok: false, values: read.values, message }, { status: 400 });
}
