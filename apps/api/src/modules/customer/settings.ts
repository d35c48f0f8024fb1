// Account settings read once from the environment (env.ts) and carried by the request context.
import type { Env } from '../../env.ts';
import type { ScryptCost } from './password.ts';

export interface AccountSettings {
  tokenLifetimeHours: number;
  passwordResetHours: number;
  scryptCost: ScryptCost;
  accountMaxFailures: number;
  accountLockMinutes: number;
  addressMaxFailures: number;
  addressWindowMinutes: number;
}

export function accountSettings(env: Env): AccountSettings {
  return {
    tokenLifetimeHours: env.CUSTOMER_TOKEN_LIFETIME_HOURS,
    passwordResetHours: env.PASSWORD_RESET_TOKEN_HOURS,
    scryptCost: env.PASSWORD_SCRYPT_COST,
    accountMaxFailures: env.SIGNIN_ACCOUNT_MAX_FAILURES,
    accountLockMinutes: env.SIGNIN_ACCOUNT_LOCK_MINUTES,
    addressMaxFailures: env.SIGNIN_ADDRESS_MAX_FAILURES,
    addressWindowMinutes: env.SIGNIN_ADDRESS_WINDOW_MINUTES,
  };
}
