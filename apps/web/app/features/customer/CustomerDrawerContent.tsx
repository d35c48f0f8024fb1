// The customer drawer (spec §2). Its type follows the auth state: guests get sign in, sign up and
// the forgotten password; signed-in customers their account and add to project. DrawerHost resolves
// the type against the auth state before it gets here.
import type { ReactNode } from 'react';
import type { ShellCustomer } from '~/lib/customer/customer-types';
import type { CustomerDrawerType } from '~/lib/drawer-types';
import { type PasswordPolicy, passwordPolicyFrom } from '~/lib/password-policy';
import { AccountPanel } from './AccountPanel';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** What the drawer needs from the page shell: the website, the customer and the store's rules. */
export interface CustomerDrawerShell {
  website: string;
  customer: ShellCustomer | null;
  storeConfig: {
    minimum_password_length?: string | null;
    required_character_classes_number?: string | null;
    newsletter_enabled?: boolean | null;
  };
}

export function CustomerDrawerContent({
  type,
  shell,
  addToProject,
}: {
  type: CustomerDrawerType;
  shell: CustomerDrawerShell;
  /** The add-to-project form (the projects feature), composed by the drawer host. */
  addToProject?: ReactNode;
}) {
  const { website } = shell;
  const policy: PasswordPolicy = passwordPolicyFrom(shell.storeConfig);
  return (
    <div data-customer-drawer-type={type}>
      {type === 'signIn' ? <SignInForm website={website} inDrawer /> : null}
      {type === 'signUp' ? (
        <SignUpForm
          website={website}
          inDrawer
          policy={policy}
          newsletterEnabled={shell.storeConfig.newsletter_enabled !== false}
        />
      ) : null}
      {type === 'forgotPassword' ? <ForgotPasswordForm website={website} inDrawer /> : null}
      {type === 'account' ? <AccountPanel website={website} customer={shell.customer} /> : null}
      {type === 'addToProject' ? addToProject : null}
    </div>
  );
}
