// The "edit account" page: what the form starts from (the guard's customer and the store's password
// policy), and saving it. Names and organisation go to updateCustomerV2; with a new e-mail the same
// fields go to updateCustomer with the current password (one call, so a wrong password saves
// nothing); a new password goes to changeCustomerPassword, and if the API revoked the session's
// token with it, the storefront signs in again with the new password. A Magento backend has no
// organisation: only the names go.

import { backendHas } from '~/lib/backend.server';
import { actionMessage, type FormMessage } from '~/lib/customer/account-api.server';
import {
  ChangeAccountPasswordDocument,
  SessionCheckDocument,
  SignInAgainDocument,
  UpdateAccountDocument,
  UpdateAccountWithEmailDocument,
} from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import { passwordPolicyFrom } from '~/lib/password-policy';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { CustomerAccount } from '~/middleware/guarded-customer.server';
import type { AccountEditPlan } from './account-edit-form';

/** What the form starts from: the customer the auth-with-update-data guard reloaded. */
export function accountEditData(shop: ShopContext, customer: CustomerAccount) {
  const org = customer.organization_info;
  return {
    customer: {
      firstname: customer.firstname ?? '',
      middlename: customer.middlename ?? '',
      lastname: customer.lastname ?? '',
      email: customer.email ?? '',
      organization: {
        isOrganization: Boolean(org?.is_organization),
        name: org?.name ?? '',
        tin: org?.tin ?? '',
        vat: org?.vat ?? '',
        address: org?.address ?? '',
        logoUrl: org?.logo_url ?? '',
      },
    },
    policy: passwordPolicyFrom(shop.storeConfig),
  };
}

export type AccountEditData = ReturnType<typeof accountEditData>;

export type AccountSaveResult =
  | { ok: true; newToken?: string }
  /** `profileSaved`: names and e-mail were saved before the password change failed. */
  | { ok: false; message: FormMessage; profileSaved: boolean };

/** The names and organisation to save; a Magento backend has no organisation (Atrium's). */
function profileInput(profile: AccountEditPlan['profile']) {
  if (backendHas('organizations')) return profile;
  const { organization_info: _atriumOnly, ...names } = profile;
  return names;
}

export async function saveAccount(shop: ShopContext, plan: AccountEditPlan): Promise<AccountSaveResult> {
  const { headers, website } = shop;
  const profile = profileInput(plan.profile);
  if (plan.email) {
    const result = await requestGraphQL(UpdateAccountWithEmailDocument, {
      variables: { input: { ...profile, email: plan.email, password: plan.currentPassword } },
      scope: headers,
    });
    if (!result.ok) {
      return {
        ok: false,
        message: actionMessage(result.error, 'updateCustomer', website),
        profileSaved: false,
      };
    }
  } else {
    const result = await requestGraphQL(UpdateAccountDocument, {
      variables: { input: profile },
      scope: headers,
    });
    if (!result.ok) {
      return {
        ok: false,
        message: actionMessage(result.error, 'updateCustomerV2', website),
        profileSaved: false,
      };
    }
  }
  if (!plan.newPassword) return { ok: true };

  const changed = await requestGraphQL(ChangeAccountPasswordDocument, {
    variables: { currentPassword: plan.currentPassword, newPassword: plan.newPassword },
    scope: headers,
  });
  if (!changed.ok) {
    const message = actionMessage(changed.error, 'changeCustomerPassword', website);
    return { ok: false, message, profileSaved: true };
  }
  // Magento revokes tokens when the password changes; Atrium keeps the requesting one. Only a
  // revoked session signs in again with the new password.
  const check = await requestGraphQL(SessionCheckDocument, { scope: headers });
  if (check.ok || !isAuthorizationError(check.error)) return { ok: true };
  const email = changed.data.changeCustomerPassword?.email ?? plan.email;
  if (!email) return { ok: true };
  const signedIn = await requestGraphQL(SignInAgainDocument, {
    variables: { email, password: plan.newPassword },
    scope: { ...headers, authToken: undefined },
  });
  const token = signedIn.ok ? signedIn.data.generateCustomerToken?.token : undefined;
  if (!token) {
    console.error(
      `Signing in again after a password change failed: ${signedIn.ok ? 'no token' : signedIn.error.message}`,
    );
  }
  return { ok: true, newToken: token ?? undefined };
}
