// Links between the guest drawers (sign in, create an account, forgotten password), without the one
// already open. In the drawer they switch its type; on the standalone pages they are plain links.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import type { CustomerDrawerType } from '~/lib/drawer-types';
import { ui } from '~/lib/ui-store';

type GuestType = 'signIn' | 'signUp' | 'forgotPassword';

const links: { type: GuestType; key: string; path: string }[] = [
  { type: 'signIn', key: 'customer.have_account', path: 'customer/signin' },
  { type: 'signUp', key: 'customer.no_account', path: 'customer/signup' },
  { type: 'forgotPassword', key: 'customer.forgot_password_link', path: 'customer/forgotpassword' },
];

/** From the forgotten-password form, the way to sign in reads "back to sign in". */
function labelKey(link: { type: GuestType; key: string }, current: CustomerDrawerType): string {
  return current === 'forgotPassword' && link.type === 'signIn' ? 'customer.back_to_sign_in' : link.key;
}

const linkClass = 'font-medium text-accent hover:text-accent-hover';

export function GuestLinks({
  current,
  website,
  inDrawer,
  only,
}: {
  current: CustomerDrawerType;
  website: string;
  inDrawer: boolean;
  only?: GuestType[];
}) {
  const { t } = useTranslation();
  const shown = links.filter((link) => link.type !== current && (!only || only.includes(link.type)));
  return (
    <ul className="space-y-3 text-sm">
      {shown.map((link) => (
        <li key={link.type}>
          {inDrawer ? (
            <button
              type="button"
              className={linkClass}
              onClick={() => ui.openCustomerDrawer(link.type, false)}
            >
              {t(labelKey(link, current))}
            </button>
          ) : (
            <AppLink to={`/${website}/${link.path}`} className={linkClass}>
              {t(labelKey(link, current))}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}
