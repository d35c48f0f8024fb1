// Creating, reading and updating the signed-in customer's own account.

import type { CustomerInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { alreadyExistsError, authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction, isUniqueViolation } from '../../shared/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { welcomeTemplate } from '../mail/templates/welcome.ts';
import { type CustomerParent, toCustomer } from './customer-view.ts';
import { customerSaved } from './hooks.ts';
import { hashPassword } from './password.ts';
import { NOT_AUTHORIZED, requireCustomer } from './session.ts';
import { confirmOwnPassword } from './sign-in.ts';
import {
  type CustomerChanges,
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  lockCustomer,
  updateCustomerRow,
} from './store.ts';
import {
  checkPasswordStrength,
  isValidEmail,
  normalizeEmail,
  optionalDob,
  optionalGender,
  optionalName,
  optionalText,
  organizationChanges,
  passwordPolicy,
  requireName,
  requireValidEmail,
} from './validation.ts';

export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

const LABELS = { firstname: 'First Name', lastname: 'Last Name', email: 'Email' } as const;

/** The personal fields that change (names, gender, dob, taxvat, organisation); email and password apart. */
function personalChanges(input: CustomerInput): CustomerChanges {
  const changes: CustomerChanges = {};
  const missing = (['firstname', 'lastname'] as const).filter(
    (field) => input[field] !== undefined && (input[field] === null || input[field]?.trim() === ''),
  );
  if (missing.length > 0) {
    throw inputError(`Required parameters are missing: ${missing.map((f) => LABELS[f]).join(', ')}`);
  }
  if (input.firstname != null) changes.firstname = requireName(input.firstname, LABELS.firstname);
  if (input.lastname != null) changes.lastname = requireName(input.lastname, LABELS.lastname);
  const middlename = optionalName(input.middlename, 'Middle Name');
  if (middlename !== undefined) changes.middlename = middlename;
  const prefix = optionalName(input.prefix, 'Name Prefix');
  if (prefix !== undefined) changes.prefix = prefix;
  const suffix = optionalName(input.suffix, 'Name Suffix');
  if (suffix !== undefined) changes.suffix = suffix;
  const gender = optionalGender(input.gender);
  if (gender !== undefined) changes.gender = gender;
  const dob = optionalDob(input.date_of_birth !== undefined ? input.date_of_birth : input.dob);
  if (dob !== undefined) changes.dob = dob;
  const taxvat = optionalText(input.taxvat, 'Tax/VAT Number', 64);
  if (taxvat !== undefined) changes.taxvat = taxvat;
  return { ...changes, ...organizationChanges(input.organization_info) };
}

function subscription(input: CustomerInput): boolean | undefined {
  return input.is_subscribed == null ? undefined : input.is_subscribed;
}

/** createCustomer (CustomerInput) and createCustomerV2 (CustomerCreateInput, a narrower input). */
export async function createCustomer(
  ctx: RequestContext,
  input: CustomerInput & { order_token?: string | null },
): Promise<CustomerParent> {
  const missing = (['firstname', 'lastname', 'email'] as const).filter((field) => !input[field]?.trim());
  if (missing.length > 0) {
    throw inputError(`Required parameters are missing: ${missing.map((f) => LABELS[f]).join(', ')}`);
  }
  const email = requireValidEmail(input.email ?? '');
  const changes = personalChanges(input);
  const password = input.password ?? undefined;
  if (password !== undefined && password !== '')
    checkPasswordStrength(password, passwordPolicy(ctx.config), email);
  const passwordHash = password ? await hashPassword(password, ctx.accounts.scryptCost) : null;

  const row = await inTransaction(ctx.db, async (tx) => {
    if (await findCustomerByEmail(tx, email)) throw alreadyExistsError(EMAIL_TAKEN);
    let created: CustomerRow;
    try {
      created = await insertCustomer(tx, {
        ...changes,
        firstname: changes.firstname ?? '',
        lastname: changes.lastname ?? '',
        email,
        passwordHash,
        // Sign-up always makes a client; partners and managers are made by the store's staff (CLI).
        customerType: 'client',
        websiteId: ctx.website.id,
        storeId: ctx.store.id,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExistsError(EMAIL_TAKEN);
      throw error;
    }
    await enqueueMail(ctx, tx, {
      to: created.email,
      template: welcomeTemplate,
      data: { firstname: created.firstname, email: created.email },
    });
    await customerSaved(ctx, tx, {
      customer: created,
      created: true,
      isSubscribed: subscription(input),
      orderToken: input.order_token?.trim() || undefined,
    });
    return created;
  });
  return toCustomer(row);
}

/** The signed-in customer's row; a token whose customer is gone is treated like no token. */
export async function currentCustomer(ctx: RequestContext): Promise<CustomerParent> {
  const session = requireCustomer(ctx);
  const row = await findCustomerById(ctx.db, session.id);
  if (!row) throw authorizationError(NOT_AUTHORIZED);
  return toCustomer(row);
}

/**
 * updateCustomer (CustomerInput: may change the e-mail with the current password),
 * updateCustomerV2 (CustomerUpdateInput: never the e-mail).
 */
export async function updateCustomer(ctx: RequestContext, input: CustomerInput): Promise<CustomerParent> {
  const current = await currentRow(ctx);
  const changes = personalChanges(input);
  if (input.email != null && normalizeEmail(input.email) !== current.email) {
    changes.email = await checkedNewEmail(ctx, current, input.email, input.password);
  }
  const row = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockCustomer(tx, current.id);
    if (!locked) throw authorizationError(NOT_AUTHORIZED);
    const saved = Object.keys(changes).length > 0 ? await updateCustomerRow(tx, locked.id, changes) : locked;
    await customerSaved(ctx, tx, { customer: saved, created: false, isSubscribed: subscription(input) });
    return saved;
  }).catch(rethrowEmailTaken);
  return toCustomer(row);
}

/** updateCustomerEmail(email, password). */
export async function updateCustomerEmail(
  ctx: RequestContext,
  email: string,
  password: string,
): Promise<CustomerParent> {
  const current = await currentRow(ctx);
  const next = await checkedNewEmail(ctx, current, email, password);
  if (next === current.email) return toCustomer(current);
  const row = await updateCustomerRow(ctx.db, current.id, { email: next }).catch(rethrowEmailTaken);
  return toCustomer(row);
}

async function currentRow(ctx: RequestContext): Promise<CustomerRow> {
  const session = requireCustomer(ctx);
  const row = await findCustomerById(ctx.db, session.id);
  if (!row) throw authorizationError(NOT_AUTHORIZED);
  return row;
}

/** Magento's order: a valid address, the current password present and right, the address free. */
async function checkedNewEmail(
  ctx: RequestContext,
  current: CustomerRow,
  rawEmail: string,
  password: string | null | undefined,
): Promise<string> {
  if (!rawEmail.trim()) throw inputError(`Required parameters are missing: ${LABELS.email}`);
  const email = requireValidEmail(rawEmail);
  if (!password) throw inputError('Provide the current "password" to change "email".');
  await confirmOwnPassword(ctx, current, password);
  if (email === current.email) return email;
  const owner = await findCustomerByEmail(ctx.db, email);
  if (owner && owner.id !== current.id) throw alreadyExistsError(EMAIL_TAKEN);
  return email;
}

function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw alreadyExistsError(EMAIL_TAKEN);
  throw error;
}

/**
 * Magento 2.4.7 answers true even for registered e-mails unless the store lets guests sign in at
 * checkout (`checkout/options/enable_guest_checkout_login`), so the query cannot be used to find
 * out who has an account.
 */
export async function isEmailAvailable(ctx: RequestContext, raw: string): Promise<boolean> {
  if (!raw.trim()) throw inputError('Email must be specified');
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError('Email is invalid');
  if (ctx.config.get('checkout/options/enable_guest_checkout_login') !== '1') return true;
  return !(await findCustomerByEmail(ctx.db, email));
}
