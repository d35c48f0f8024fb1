// Flat rate (Magento `flatrate_flatrate`): a fixed price per order (`type` O) or per item (`type` I),
// plus an optional fixed handling fee.
import { type Carrier, offer, shipsTo, unavailable } from '../carrier-config.ts';

export const flatRate: Carrier = async (_ctx, request, config) => {
  const title = config.get('name') ?? 'Fixed';
  const price = config.decimal('price');
  if (!shipsTo(config, request.destination.countryCode) || price === null) {
    return unavailable(config, 'flatrate', title);
  }
  const perItem = config.get('type') === 'I';
  const base = perItem ? price.times(request.packageQty) : price;
  const amount = base.plus(config.decimal('handling_fee') ?? 0);
  return [offer(config, request, { code: 'flatrate', title, amount })];
};
