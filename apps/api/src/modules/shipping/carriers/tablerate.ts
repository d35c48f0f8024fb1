// Table rate (Magento `tablerate_bestway`): the price of the most specific destination row whose
// condition value (weight, value after discounts or quantity) is the highest not above the package's.
import type { Decimal } from 'decimal.js';
import { type Carrier, offer, shipsTo, unavailable } from '../carrier-config.ts';
import { findTablerate } from '../store.ts';

const CONDITIONS = ['package_weight', 'package_value_with_discount', 'package_qty'] as const;
type Condition = (typeof CONDITIONS)[number];

export const tableRate: Carrier = async (ctx, request, config) => {
  const title = config.get('name') ?? 'Table Rate';
  const configured = config.get('condition_name') ?? 'package_weight';
  const condition = (CONDITIONS as readonly string[]).includes(configured)
    ? (configured as Condition)
    : 'package_weight';
  if (!shipsTo(config, request.destination.countryCode)) return unavailable(config, 'bestway', title);
  const value: Record<Condition, Decimal> = {
    package_weight: request.packageWeight,
    package_value_with_discount: request.packageValue,
    package_qty: request.packageQty,
  };
  const price = await findTablerate(ctx.db, {
    websiteId: ctx.website.id,
    condition,
    value: value[condition],
    ...request.destination,
  });
  if (price === null) return unavailable(config, 'bestway', title);
  const amount = price.plus(config.decimal('handling_fee') ?? 0);
  return [offer(config, request, { code: 'bestway', title, amount })];
};
