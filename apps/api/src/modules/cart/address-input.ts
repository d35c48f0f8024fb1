// A cart address from CartAddressInput or from the customer's address book, checked with
// Magento's cart messages: required fields, at most two street lines, an allowed country (any case)
// and a region of the directory where the country requires one.
import type { Db } from '../../db/client.ts';
import type { CartAddressInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import {
  callerAddress,
  cleanAddress,
  countryList,
  DEFAULT_OPTIONAL_ZIP,
  DEFAULT_STATE_REQUIRED,
  regionsOfCountry,
} from '../customer-address/index.ts';
import { listCountries } from '../directory/index.ts';
import type { CartAddressValues } from './store.ts';

/** What a cart address carries besides the address itself, before anything else is chosen. */
const NOT_CHOSEN = {
  customerNotes: null,
  customerAddressId: null,
  saveInAddressBook: false,
  sameAsShipping: false,
  carrierCode: null,
  methodCode: null,
} as const;

const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const required = (field: string) => inputError(`"${field}" is required. Enter and try again.`);

async function resolveRegion(
  ctx: RequestContext,
  db: Db,
  countryCode: string,
  input: Pick<CartAddressInput, 'region' | 'region_id'>,
): Promise<Pick<CartAddressValues, 'regionId' | 'region' | 'regionCode'>> {
  const regions = await regionsOfCountry(db, countryCode);
  const text = input.region?.trim() || null;
  if (regions.length === 0) return { regionId: null, region: text, regionCode: null };
  if (input.region_id) {
    const region = regions.find((r) => r.id === input.region_id);
    if (!region) throw inputError('The region_id does not match the selected country or region');
    return { regionId: region.id, region: region.defaultName, regionCode: region.code };
  }
  if (text) {
    const wanted = text.toLowerCase();
    const matches = regions.filter(
      (r) => r.code.toLowerCase() === wanted || r.defaultName.toLowerCase() === wanted,
    );
    if (matches.length > 1) throw inputError('Region input is ambiguous. Specify region_id.');
    const [region] = matches;
    if (region) return { regionId: region.id, region: region.defaultName, regionCode: region.code };
  }
  const stateRequired = countryList(
    ctx.config.get('general/region/state_required') ?? DEFAULT_STATE_REQUIRED,
  );
  if (stateRequired.has(countryCode)) throw inputError('Region is required.');
  return { regionId: null, region: text, regionCode: null };
}

/** Checks a CartAddressInput and answers what the cart stores. */
export async function cartAddressValues(
  ctx: RequestContext,
  db: Db,
  input: CartAddressInput,
  isCustomer: boolean,
): Promise<CartAddressValues> {
  const countryCode = (input.country_code ?? '').trim().toUpperCase();
  const optionalZip = countryList(
    ctx.config.get('general/country/optional_zip_countries') ?? DEFAULT_OPTIONAL_ZIP,
  );
  for (const field of ['firstname', 'lastname', 'city'] as const)
    if (blank(input[field])) throw required(field);
  if ((input.street ?? []).every(blank)) throw required('street');
  if (blank(input.telephone)) throw required('telephone');
  if (blank(input.postcode) && !optionalZip.has(countryCode)) throw required('postcode');
  if (countryCode === '') throw required('country_id');
  const allowed = countryList(ctx.config.get('general/country/allow'));
  const [country] = await listCountries(db, [countryCode]);
  if (!country || (allowed.size > 0 && !allowed.has(countryCode)))
    throw inputError('Country is not available');
  const draft = cleanAddress({ ...input, country_code: countryCode, region: null });
  return {
    firstname: draft.firstname,
    lastname: draft.lastname,
    company: draft.company,
    street: draft.street,
    city: draft.city,
    postcode: draft.postcode,
    countryCode,
    ...(await resolveRegion(ctx, db, countryCode, input)),
    telephone: draft.telephone,
    vatId: draft.vatId,
    ...NOT_CHOSEN,
    // Magento's default: a customer's new address goes into the address book when the order is placed.
    saveInAddressBook: isCustomer && input.save_in_address_book !== false,
  };
}

/**
 * A saved address of the caller, copied onto the cart: the address book checks that it is the
 * caller's (Magento's not-found and permission errors).
 */
export async function addressBookValues(
  ctx: RequestContext,
  db: Db,
  customerAddressId: number,
): Promise<CartAddressValues> {
  const row = await callerAddress(ctx, db, customerAddressId);
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    countryCode: row.countryCode,
    regionId: row.regionId,
    region: row.region,
    regionCode: row.regionCode,
    telephone: row.telephone,
    vatId: row.vatId,
    ...NOT_CHOSEN,
    customerAddressId: row.id,
  };
}
