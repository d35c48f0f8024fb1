// Store pickup (`pickup_<location code>`): one method per active pickup point in the destination
// country; the point's address and opening hours are the method's prompt.
import { Decimal } from 'decimal.js';
import { type Carrier, offer, shipsTo, unavailable } from '../carrier-config.ts';
import { listPickupLocations } from '../store.ts';

export const storePickup: Carrier = async (ctx, request, config) => {
  const country = request.destination.countryCode.toUpperCase();
  const locations = shipsTo(config, country)
    ? (await listPickupLocations(ctx.db, ctx.website.id)).filter((l) => l.countryId === country)
    : [];
  if (locations.length === 0) return unavailable(config, 'pickup', config.get('name') ?? 'Store pickup');
  const price = config.decimal('price') ?? new Decimal(0);
  const storeKey = String(ctx.store.id);
  return locations.map((location) => {
    const name = location.name[storeKey] ?? location.name['0'] ?? location.code;
    const hours = location.hours[storeKey] ?? location.hours['0'] ?? '';
    const address = [location.street, location.postcode, location.city].filter(Boolean).join(', ');
    return offer(config, request, {
      code: location.code,
      title: name,
      amount: price,
      prompt: hours ? `${address}. ${hours}` : address,
    });
  });
};
