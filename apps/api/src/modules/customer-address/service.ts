// The signed-in customer's address book: list, create, update, delete, and the two defaults.
// Every lookup is checked against ctx.customer; every write runs in one transaction that first
// locks the customer row, so two requests cannot both take or drop a default at once.
import type { Db } from '../../db/client.ts';
import type { CustomerAddress, CustomerAddressInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { customerOwnedBy } from '../customer/customer-owner.ts';
import type { CustomerParent } from '../customer/customer-view.ts';
import { NOT_AUTHORIZED, requireCustomer } from '../customer/session.ts';
import { countryCode } from '../directory/country-code.ts';
import { listCountries } from '../directory/index.ts';
import {
  type AddressRow,
  type AddressValues,
  type DefaultIds,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  localRegionNames,
  lockDefaults,
  regionsOfCountry,
  updateAddress,
  writeDefaults,
} from './store.ts';
import { type AddressInput, checkRequired, cleanAddress, countryList, countryOf } from './validation.ts';

/**
 * Countries whose addresses need a region of the directory (config `general/region/state_required`):
 * Magento's default list, plus Russia, whose regions decide delivery in the ru website.
 */
export const DEFAULT_STATE_REQUIRED =
  'AL,AR,AU,BG,BO,BR,BY,CA,CH,CL,CN,CO,CZ,DK,EC,EE,ES,GR,GY,HR,IN,IS,IT,LT,LV,MX,PE,PL,PT,PY,RO,RU,SE,SR,US,UY,VE';
/** Countries without postcodes (config `general/country/optional_zip_countries`, Magento's default). */
export const DEFAULT_OPTIONAL_ZIP = 'HK,IE,MO,PA';

export const INPUT_MISSING = '"input" value should be specified';
export const ID_MISSING = 'Address "id" value should be specified';

function toView(row: AddressRow, defaults: DefaultIds, regionNames: Map<number, string>): CustomerAddress {
  const regionName = row.regionId === null ? row.region : (regionNames.get(row.regionId) ?? row.region);
  return {
    id: row.id,
    // Deprecated in Magento and answered null there: the address id is enough.
    customer_id: null,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    country_code: countryCode(row.countryCode),
    country_id: row.countryCode,
    region: { region: regionName, region_code: row.regionCode, region_id: row.regionId },
    region_id: row.regionId,
    postcode: row.postcode,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vatId,
    default_billing: defaults.defaultBillingId === row.id,
    default_shipping: defaults.defaultShippingId === row.id,
    custom_attributes: [],
    extension_attributes: [],
  };
}

async function views(
  ctx: RequestContext,
  rows: AddressRow[],
  defaults: DefaultIds,
): Promise<CustomerAddress[]> {
  const regionIds = [...new Set(rows.map((r) => r.regionId).filter((id): id is number => id !== null))];
  const names = await localRegionNames(ctx.db, regionIds, ctx.locale);
  return rows.map((row) => toView(row, defaults, names));
}

/** Customer.addresses, oldest first. */
export async function customerAddresses(
  ctx: RequestContext,
  parent: CustomerParent,
): Promise<CustomerAddress[]> {
  const customerId = customerOwnedBy(ctx, parent);
  const rows = await listAddresses(ctx.db, customerId);
  return views(ctx, rows, {
    defaultBillingId: parent.row.defaultBillingId,
    defaultShippingId: parent.row.defaultShippingId,
  });
}

/** Customer.default_billing / default_shipping: the address id as a string (Magento). */
export function defaultAddressId(ctx: RequestContext, parent: CustomerParent, kind: 'billing' | 'shipping') {
  customerOwnedBy(ctx, parent);
  const id = kind === 'billing' ? parent.row.defaultBillingId : parent.row.defaultShippingId;
  return id === null ? null : String(id);
}

function hasInput(input: AddressInput | null | undefined): input is AddressInput {
  return !!input && Object.values(input).some((value) => value !== undefined);
}

function postcodeOptional(ctx: RequestContext, country: string | null | undefined): boolean {
  const optional = countryList(
    ctx.config.get('general/country/optional_zip_countries') ?? DEFAULT_OPTIONAL_ZIP,
  );
  return !!country && optional.has(country.trim().toUpperCase());
}

/** Checks a complete address against the directory and answers the row values. */
async function resolveAddress(ctx: RequestContext, db: Db, input: AddressInput): Promise<AddressValues> {
  const draft = cleanAddress({ ...input, country_code: countryOf(input) ?? '' });
  const allowed = countryList(ctx.config.get('general/country/allow'));
  const [country] = await listCountries(db, [draft.countryCode]);
  if (!country || (allowed.size > 0 && !allowed.has(draft.countryCode))) {
    throw inputError('Country is not available');
  }
  const regions = await regionsOfCountry(db, draft.countryCode);
  const stateRequired = countryList(
    ctx.config.get('general/region/state_required') ?? DEFAULT_STATE_REQUIRED,
  );
  const regionId = draft.regionId || null;
  if (stateRequired.has(draft.countryCode) && regions.length > 0 && regionId === null) {
    throw inputError('A region_id is required for the specified country code');
  }
  if (regionId !== null) {
    const region = regions.find((r) => r.id === regionId);
    if (!region) throw inputError('The region_id does not match the selected country or region');
    return { ...draft, regionId: region.id, region: region.defaultName, regionCode: region.code };
  }
  return { ...draft, regionId: null };
}

function inputOf(row: AddressRow): AddressInput {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    country_code: row.countryCode,
    region: { region: row.region, region_code: row.regionCode, region_id: row.regionId },
    postcode: row.postcode,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vatId,
  };
}

/** The given fields over the saved address; a new country without a region drops the old region. */
function merge(saved: AddressRow, input: AddressInput): AddressInput {
  const merged: AddressInput = { ...inputOf(saved) };
  for (const [key, value] of Object.entries(input) as [keyof AddressInput, unknown][]) {
    if (value !== undefined && key !== 'country_id') (merged as Record<string, unknown>)[key] = value;
  }
  const country = countryOf(input);
  if (country != null) merged.country_code = country;
  if (country != null && country.toUpperCase() !== saved.countryCode && input.region === undefined) {
    merged.region = null;
  }
  return merged;
}

/** Loads an address for a change by the caller: Magento's not-found and permission errors. */
async function ownAddress(db: Db, id: number, customerId: number): Promise<AddressRow> {
  const row = await findAddress(db, id);
  if (!row) throw noSuchEntityError(`Could not find a address with ID "${id}"`);
  if (row.customerId !== customerId) {
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  }
  return row;
}

/**
 * A saved address of the signed-in caller, for another module to copy (a cart address from the
 * address book): Magento's permission error for a guest, its not-found and permission errors for an
 * unknown address or someone else's.
 */
export async function callerAddress(ctx: RequestContext, db: Db, id: number): Promise<AddressRow> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  return ownAddress(db, id, ctx.customer.id);
}

/**
 * Adds an order's new addresses to the customer's address book (inside the caller's transaction):
 * the billing address is the shipping one when not given; where the customer has no default
 * billing or shipping address yet, the new ones become the defaults, as Magento's checkout does.
 */
export async function addToAddressBook(
  tx: Db,
  customerId: number,
  addresses: { shipping: AddressValues | null; billing: AddressValues | null },
): Promise<void> {
  if (!addresses.shipping && !addresses.billing) return;
  const defaults = await lockDefaults(tx, customerId);
  const savedShipping = addresses.shipping ? await insertAddress(tx, customerId, addresses.shipping) : null;
  const savedBilling = addresses.billing
    ? await insertAddress(tx, customerId, addresses.billing)
    : savedShipping;
  if (defaults && (defaults.defaultBillingId === null || defaults.defaultShippingId === null)) {
    await writeDefaults(tx, customerId, {
      defaultBillingId: defaults.defaultBillingId ?? savedBilling?.id ?? null,
      defaultShippingId: defaults.defaultShippingId ?? savedShipping?.id ?? savedBilling?.id ?? null,
    });
  }
}

async function lockedDefaults(db: Db, customerId: number): Promise<DefaultIds> {
  const defaults = await lockDefaults(db, customerId);
  if (!defaults) throw authorizationError(NOT_AUTHORIZED);
  return defaults;
}

export async function createCustomerAddress(
  ctx: RequestContext,
  input: CustomerAddressInput | null | undefined,
): Promise<CustomerAddress> {
  const session = requireCustomer(ctx);
  if (!hasInput(input)) throw inputError(INPUT_MISSING);
  checkRequired(input, 'create', postcodeOptional(ctx, countryOf(input)));
  const { row, defaults } = await inTransaction(ctx.db, async (tx) => {
    const current = await lockedDefaults(tx, session.id);
    const values = await resolveAddress(ctx, tx, input);
    const row = await insertAddress(tx, session.id, values);
    // The first address (or the first after the defaults were cleared) becomes the default.
    const defaults: DefaultIds = {
      defaultBillingId:
        input.default_billing === true || current.defaultBillingId === null
          ? row.id
          : current.defaultBillingId,
      defaultShippingId:
        input.default_shipping === true || current.defaultShippingId === null
          ? row.id
          : current.defaultShippingId,
    };
    await writeDefaults(tx, session.id, defaults);
    return { row, defaults };
  });
  const [view] = await views(ctx, [row], defaults);
  return view as CustomerAddress;
}

export async function updateCustomerAddress(
  ctx: RequestContext,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<CustomerAddress> {
  const session = requireCustomer(ctx);
  if (!id) throw inputError(ID_MISSING);
  if (!hasInput(input)) throw inputError(INPUT_MISSING);
  const { row, defaults } = await inTransaction(ctx.db, async (tx) => {
    const current = await lockedDefaults(tx, session.id);
    const saved = await ownAddress(tx, id, session.id);
    const merged = merge(saved, input);
    checkRequired(input, 'update', postcodeOptional(ctx, merged.country_code));
    checkRequired(merged, 'create', postcodeOptional(ctx, merged.country_code));
    const row = await updateAddress(tx, id, await resolveAddress(ctx, tx, merged));
    // true takes the default; false on the current default clears it (Magento); absent keeps it.
    const next = (flag: boolean | null | undefined, currentId: number | null) => {
      if (flag === true) return row.id;
      if (flag === false && currentId === row.id) return null;
      return currentId;
    };
    const defaults: DefaultIds = {
      defaultBillingId: next(input.default_billing, current.defaultBillingId),
      defaultShippingId: next(input.default_shipping, current.defaultShippingId),
    };
    if (
      defaults.defaultBillingId !== current.defaultBillingId ||
      defaults.defaultShippingId !== current.defaultShippingId
    ) {
      await writeDefaults(tx, session.id, defaults);
    }
    return { row, defaults };
  });
  const [view] = await views(ctx, [row], defaults);
  return view as CustomerAddress;
}

export async function deleteCustomerAddress(ctx: RequestContext, id: number): Promise<boolean> {
  const session = requireCustomer(ctx);
  if (!id) throw inputError(ID_MISSING);
  return inTransaction(ctx.db, async (tx) => {
    const current = await lockedDefaults(tx, session.id);
    await ownAddress(tx, id, session.id);
    if (current.defaultBillingId === id) {
      throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
    }
    if (current.defaultShippingId === id) {
      throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
    }
    return deleteAddress(tx, id, session.id);
  });
}
