// The newsletter's store configuration (Magento's paths; both on unless set otherwise).
import type { RequestContext } from '../../shared/context.ts';

export const NEWSLETTER_DISABLED = 'The newsletter is not available in this store.';

const flag = (value: string | null | undefined) => value == null || value === '1' || value === 'true';

/** Config `newsletter/general/active` (Magento's default: on). */
export function newsletterEnabled(ctx: RequestContext): boolean {
  return flag(ctx.config.get('newsletter/general/active'));
}

/** Config `newsletter/subscription/allow_guest_subscribe` (Magento's default: allowed). */
export function guestsMaySubscribe(ctx: RequestContext): boolean {
  return flag(ctx.config.get('newsletter/subscription/allow_guest_subscribe'));
}
