// How a cart action answers: a fetcher gets the data (and the cookies of a new cart); a plain form
// post (no JavaScript) is sent back where it came from with the message as a flash.
import { data, redirect } from 'react-router';
import { flashCookie } from '~/lib/flash.server';
import { isViaFetcher } from '~/lib/forms/via-fetcher';
import type { GlobalMessageInput } from '~/lib/global-message';
import { safeRedirectPath } from '~/lib/redirect-target';
import type { CartActionResult } from './cart-actions.server';

function flashOf(result: CartActionResult): GlobalMessageInput {
  const { answer } = result;
  if (answer.ok) return { type: 'success', ...answer.message };
  // A refused coupon: the API's own words say why.
  if (answer.detail) return { type: 'error', text: answer.detail };
  return { type: 'error', ...answer.message };
}

export function cartAnswer(request: Request, form: FormData, result: CartActionResult, fallback: string) {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  if (isViaFetcher(form)) return data(result.answer, { status: result.answer.ok ? 200 : 400, headers });
  headers.append('Set-Cookie', flashCookie(request, flashOf(result)));
  return redirect(safeRedirectPath(form.get('redirect_to'), fallback), { headers });
}
