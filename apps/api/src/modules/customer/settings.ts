// Account settings read once from the environment (env.ts) and carried by the request context.
import { createHmac } from 'node:crypto';
import type { Env } from '../../env.ts';
import type { ScryptCost } from './password.ts';

export interface AccountSettings {
  tokenLifetimeHours: number;
  passwordResetHours: number;
  scryptCost: ScryptCost;
  /** Failures from one client address that lock the account for that address. */
  accountAddressMaxFailures: number;
  /** Failures from any addresses that lock the account everywhere. */
  accountMaxFailures: number;
  accountLockMinutes: number;
  addressMaxFailures: number;
  addressWindowMinutes: number;
  /** Password reset requests accepted per e-mail and per client address in the window. */
  resetMaxPerEmail: number;
  resetMaxPerAddress: number;
  resetWindowMinutes: number;
  /** The key of guest order tokens (sales/order-token.ts): ORDER_TOKEN_SECRET, else derived. */
  orderTokenSecret: string;
}

export function accountSettings(env: Env): AccountSettings {
  return {
    tokenLifetimeHours: env.CUSTOMER_TOKEN_LIFETIME_HOURS,
    passwordResetHours: env.PASSWORD_RESET_TOKEN_HOURS,
    scryptCost: env.PASSWORD_SCRYPT_COST,
    accountAddressMaxFailures: env.SIGNIN_ACCOUNT_MAX_FAILURES,
    accountMaxFailures: env.SIGNIN_ACCOUNT_WIDE_MAX_FAILURES,
    accountLockMinutes: env.SIGNIN_ACCOUNT_LOCK_MINUTES,
    addressMaxFailures: env.SIGNIN_ADDRESS_MAX_FAILURES,
    addressWindowMinutes: env.SIGNIN_ADDRESS_WINDOW_MINUTES,
    resetMaxPerEmail: env.PASSWORD_RESET_MAX_PER_EMAIL,
    resetMaxPerAddress: env.PASSWORD_RESET_MAX_PER_ADDRESS,
    resetWindowMinutes: env.PASSWORD_RESET_WINDOW_MINUTES,
    orderTokenSecret:
      env.ORDER_TOKEN_SECRET ??
      createHmac('sha256', env.PROJECT_MEDIA_SECRET).update('atrium guest order tokens').digest('base64url'),
  };
}
