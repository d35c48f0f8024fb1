// What the customer forms' actions have in common: turning a form back (field errors or the API's
// message, with what the shopper typed) and answering a successful sign-in — a redirect with a flash
// message from the standalone page (and without JavaScript), the drawer's data otherwise.
import { data, redirect } from 'react-router';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import type { GlobalMessageInput } from '~/lib/global-message';
import { safeRedirectPath } from '~/lib/redirect-target';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import { type CustomerFormData, typedValues } from './customer-action-data';

/** A 400 answer: the form's problems and its non-secret fields as typed, to fill it in again. */
export function formTurnedBack<Answer extends CustomerFormData<string>>(
  form: FormData,
  fields: readonly string[],
  problem: { errors: NonNullable<Answer['errors']> } | { formError: FormMessage },
) {
  return data({ ...problem, values: typedValues(form, fields) } as Answer, { status: 400 });
}

/**
 * Signed in (setCookie holds the auth cookie): a form that sent `redirectTo` goes there with the
 * flash message; the drawer's form gets `answer` and closes itself.
 */
export function signedInAnswer<Answer>(
  request: Request,
  shop: ShopContext,
  form: FormData,
  setCookie: string | readonly string[],
  flash: GlobalMessageInput,
  answer: Answer,
) {
  const headers = new Headers();
  const redirectTo = form.get('redirectTo');
  // The success flash goes first: a flash among the sign-in cookies (a failed cart merge) wins.
  if (redirectTo !== null) headers.append('Set-Cookie', flashCookie(request, flash));
  for (const cookie of typeof setCookie === 'string' ? [setCookie] : setCookie) {
    headers.append('Set-Cookie', cookie);
  }
  if (redirectTo !== null) {
    return redirect(safeRedirectPath(redirectTo, websiteHome(shop.website)), { headers });
  }
  return data<Answer>(answer, { headers });
}
