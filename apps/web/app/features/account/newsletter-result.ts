// Which message a newsletter call ends with (spec §8: success key subscribe.success; failure shows
// the API's first message). A subscription waiting for the e-mail's confirmation (NOT_ACTIVE,
// UNCONFIRMED) says so instead.
import type { GlobalMessageInput } from '~/lib/global-message';

export function subscribeMessage(status: string | null): GlobalMessageInput {
  if (status === 'NOT_ACTIVE' || status === 'UNCONFIRMED') {
    return { type: 'notice', key: 'account.newsletter.confirmation_needed' };
  }
  return { type: 'success', key: 'subscribe.success' };
}

export const UNSUBSCRIBED_MESSAGE: GlobalMessageInput = {
  type: 'success',
  key: 'account.newsletter.unsubscribed',
};

export type NewsletterActionData =
  | { ok: true; message: GlobalMessageInput }
  | { ok: false; fieldError?: { key: string }; message?: GlobalMessageInput };

export function newsletterActionPath(website: string): string {
  return `/${website}/newsletter/subscribe`;
}
