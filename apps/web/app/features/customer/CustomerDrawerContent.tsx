// The customer drawer. Its type follows the auth state (guests: sign in, sign up, forgotten
// password; customers: account, add to project). Customer accounts are not open yet, so each type
// says so briefly; guests can still move between the three guest views.
import { useTranslation } from 'react-i18next';
import type { CustomerDrawerType } from '~/lib/drawer-types';
import { ui } from '~/lib/ui-store';

export const customerDrawerTitleKey: Record<CustomerDrawerType, string> = {
  signIn: 'customer.sign_in',
  signUp: 'customer.sign_up',
  forgotPassword: 'customer.forgot_password',
  account: 'customer.account',
  addToProject: 'customer.add_to_project',
};

const guestLinks: { type: CustomerDrawerType; key: string }[] = [
  { type: 'signIn', key: 'customer.have_account' },
  { type: 'signUp', key: 'customer.no_account' },
  { type: 'forgotPassword', key: 'customer.forgot_password_link' },
];

export function CustomerDrawerContent({
  type,
  isAuthenticated,
}: {
  type: CustomerDrawerType;
  isAuthenticated: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div data-customer-drawer-type={type}>
      <div className="rounded-lg bg-accent-soft p-5">
        <p className="text-sm leading-relaxed">{t('customer.accounts_launch_text')}</p>
      </div>
      {isAuthenticated ? null : (
        <ul className="mt-6 space-y-3 text-sm">
          {guestLinks
            .filter((link) => link.type !== type)
            .map((link) => (
              <li key={link.type}>
                <button
                  type="button"
                  className="font-medium text-accent hover:text-accent-hover"
                  onClick={() => ui.openCustomerDrawer(link.type, false)}
                >
                  {t(link.key)}
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
