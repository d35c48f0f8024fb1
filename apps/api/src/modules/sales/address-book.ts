// After an order, the new addresses the shopper asked to keep (`save_in_address_book`, on by
// default for customers in Magento) go to the customer's address book (customer-address's
// addToAddressBook: the first one becomes the default billing and shipping address).
import type { Db } from '../../db/client.ts';
import type { QuoteAddress } from '../cart/checkout-quote.ts';
import { type AddressValues, addToAddressBook } from '../customer-address/index.ts';

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
  const values = (a: QuoteAddress): AddressValues => ({
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
  await addToAddressBook(tx, customerId, {
    shipping: shipping ? values(shipping) : null,
    billing: billing ? values(billing) : null,
  });
}
