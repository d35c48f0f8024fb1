// Drawer types and who may open them (spec §2, §5): the secondary drawer knows three types; the
// customer drawer allows signIn, signUp and forgotPassword to guests and account and addToProject
// to signed-in customers, defaulting to signIn or account.
export const SECONDARY_DRAWER_TYPES = ['regionAndCurrency', 'language', 'buyNow'] as const;
export type SecondaryDrawerType = (typeof SECONDARY_DRAWER_TYPES)[number];

export const GUEST_CUSTOMER_DRAWER_TYPES = ['signIn', 'signUp', 'forgotPassword'] as const;
export const CUSTOMER_DRAWER_TYPES = ['account', 'addToProject'] as const;
export type CustomerDrawerType =
  | (typeof GUEST_CUSTOMER_DRAWER_TYPES)[number]
  | (typeof CUSTOMER_DRAWER_TYPES)[number];

export function isSecondaryDrawerType(value: unknown): value is SecondaryDrawerType {
  return (SECONDARY_DRAWER_TYPES as readonly unknown[]).includes(value);
}

/** The type to open: the requested one when the auth state allows it, else that state's default. */
export function resolveCustomerDrawerType(
  requested: string | undefined,
  isAuthenticated: boolean,
): CustomerDrawerType {
  const allowed: readonly CustomerDrawerType[] = isAuthenticated
    ? CUSTOMER_DRAWER_TYPES
    : GUEST_CUSTOMER_DRAWER_TYPES;
  const match = allowed.find((type) => type === requested);
  return match ?? (isAuthenticated ? 'account' : 'signIn');
}

/** The customer drawer's heading by type (the drawer shows it while its forms load). */
export const customerDrawerTitleKey: Record<CustomerDrawerType, string> = {
  signIn: 'customer.sign_in',
  signUp: 'customer.sign_up',
  forgotPassword: 'customer.forgot_password',
  account: 'customer.account',
  addToProject: 'customer.add_to_project',
};
