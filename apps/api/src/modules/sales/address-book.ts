// After an order, the new addresses the shopper asked to keep (`save_in_address_book`, on by
// default for customers in Magento) go to the customer's address book; the first one becomes the
// default billing and shipping address, as Magento's checkout does.
import type { Db } from '../../db/client.ts';
import type { QuoteAddress } from '../cart/checkout-quote.ts';
import { insertAddress, lockDefaults, writeDefaults } from '../customer-address/index.ts';

const sameAddress = (a: QuoteAddress, b: QuoteAddress) =>
  JSON.stringify([
    a.firstname,
    a.lastname,
    a.street,
    a.city,
    a.postcode,
    a.countryCode,
    a.regionId,
    a.telephone,
  ]) ===
  JSON.stringify([
    b.firstname,
    b.lastname,
    b.street,
    b.city,
    b.postcode,
    b.countryCode,
    b.regionId,
    b.telephone,
  ]);

export async function saveOrderAddresses(
  tx: Db,
  customerId: number,
  addresses: { shipping: QuoteAddress | null; billing: QuoteAddress | null },
): Promise<void> {
  const wanted = (address: QuoteAddress | null): address is QuoteAddress =>
    Boolean(address?.saveInAddressBook && address.customerAddressId === null && address.telephone);
  const shipping = wanted(addresses.shipping) ? addresses.shipping : null;
  let billing = wanted(addresses.billing) ? addresses.billing : null;
  if (shipping && billing && sameAddress(shipping, billing)) billing = null;
  if (!shipping && !billing) return;
  const defaults = await lockDefaults(tx, customerId);
  const save = (a: QuoteAddress) =>
    insertAddress(tx, customerId, {
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      street: a.street,
      city: a.city,
      countryCode: a.countryCode,
      regionId: a.regionId,
      region: a.region,
      regionCode: a.regionCode,
      postcode: a.postcode,
      telephone: a.telephone ?? '',
    });
  const savedShipping = shipping ? await save(shipping) : null;
  const savedBilling = billing ? await save(billing) : savedShipping;
  if (defaults && (defaults.defaultBillingId === null || defaults.defaultShippingId === null)) {
    await writeDefaults(tx, customerId, {
      defaultBillingId: defaults.defaultBillingId ?? savedBilling?.id ?? null,
      defaultShippingId: defaults.defaultShippingId ?? savedShipping?.id ?? savedBilling?.id ?? null,
    });
  }
}
