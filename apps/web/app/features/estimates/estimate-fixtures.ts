// Estimates as the API answers them, for the unit tests: one item and one estimate per reader.
// Field-level authorization is the API's: a client's answer has the partner and cost figures null,
// a partner's the cost figures null, a manager's everything (design/b2b.md §4).
import type {
  EstimateCardFieldsFragment,
  EstimateItemFieldsFragment,
  EstimateStatus,
} from '~/lib/graphql/generated';
import type { EstimateDetail } from './estimate-view';

export type Reader = 'client' | 'partner' | 'manager';

const usd = (value: number) => ({ currency: 'USD' as const, value });
const range = (min: number, max = min) => ({ minimal_price: usd(min), maximal_price: usd(max) });

export function itemFixture(
  reader: Reader,
  overrides: Partial<EstimateItemFieldsFragment> = {},
): EstimateItemFieldsFragment {
  const partner = reader !== 'client';
  const manager = reader === 'manager';
  return {
    id: 31,
    description: 'By the window',
    qty: 2,
    product: {
      uid: 'MTA=',
      name: 'Oslo chair',
      sku: 'CHAIR',
      url_key: 'oslo-chair',
      url_suffix: '.html',
      small_image: { url: 'https://api.test/media/chair.jpg', label: '' },
    },
    configured_variant: { sku: 'CHAIR-RED', name: 'Oslo chair red', small_image: null },
    configurable_options: [
      { configurable_product_option_value_uid: 'Y29sb3I=', option_label: 'Colour', value_label: 'Red' },
    ],
    customizable_options: [
      {
        customizable_option_uid: 'b3B0',
        label: 'Engraving',
        values: [{ customizable_option_value_uid: 'dmFs', label: '', value: 'A.L.' }],
      },
    ],
    is_price_on_request: false,
    is_custom_price: true,
    custom_price: usd(90),
    price_range: range(90),
    row_total_range: range(180),
    managerPriceVat: usd(108),
    rowTotalWithVat: usd(216),
    price_for_partner_range: partner ? range(81) : null,
    partner_custom_price: null,
    partner_reward_info: partner
      ? { partner_reward: usd(9), partner_reward_percent: 10, partner_reward_row_total: usd(18) }
      : null,
    factoryPrice: manager ? usd(60) : null,
    factoryPriceDiscount: manager ? 10 : null,
    costFactor: manager ? 1.12 : null,
    cost: manager ? usd(60.48) : null,
    priceFactor: manager ? 1.65 : null,
    margin: manager ? usd(29.52) : null,
    costMargin: manager ? 32.8 : null,
    ...overrides,
  };
}

type Transition = EstimateDetail['transitions'][number];
const allowed = (status: EstimateStatus): Transition => ({
  status,
  allowed: true,
  reason_code: null,
  reason: null,
});
const refused = (status: EstimateStatus, code: string, reason: string): Transition => ({
  status,
  allowed: false,
  reason_code: code,
  reason,
});

/** The transitions the API answers each reader of an estimate in status `estimate` with a partner. */
export const TRANSITIONS_IN_ESTIMATE: Record<Reader, Transition[]> = {
  client: [
    allowed('draft'),
    refused('estimate', 'same_status', 'The estimate is already in the status “estimate”.'),
    refused('discount_partner', 'role', 'Only a manager can hand an estimate to the partner.'),
    refused('proposal', 'role', 'Only a manager or the partner can make the proposal.'),
    refused('on_cart', 'proposal_to_cart_only', 'A proposal goes into the cart with proposalToCart.'),
  ],
  partner: [
    refused('draft', 'role', 'Only the owner, a member or a manager can return an estimate to draft.'),
    refused('estimate', 'same_status', 'The estimate is already in the status “estimate”.'),
    refused('discount_partner', 'role', 'Only a manager can hand an estimate to the partner.'),
    refused('proposal', 'from_status', 'The partner makes the proposal only from “discount_partner”.'),
    refused('on_cart', 'proposal_to_cart_only', 'A proposal goes into the cart with proposalToCart.'),
  ],
  manager: [
    allowed('draft'),
    refused('estimate', 'same_status', 'The estimate is already in the status “estimate”.'),
    allowed('discount_partner'),
    refused('proposal', 'needs_note', 'Skipping the partner’s step needs a note saying why.'),
    refused('on_cart', 'proposal_to_cart_only', 'A proposal goes into the cart with proposalToCart.'),
  ],
};

export function estimateFixture(
  reader: Reader,
  overrides: Partial<EstimateDetail> = {},
  items: EstimateItemFieldsFragment[] = [itemFixture(reader)],
): EstimateDetail {
  const manager = reader === 'manager';
  return {
    id: 12,
    name: 'Living room',
    project_id: 7,
    project_name: 'Loft',
    is_correction: false,
    status: 'estimate',
    status_label: 'Being priced',
    created_at: '2026-03-02 09:15:00',
    updated_at: '2026-03-04 16:30:00',
    is_primary_manager: manager,
    role: reader === 'client' ? 'OWNER' : reader === 'manager' ? 'MANAGER' : 'PARTNER',
    owner: { customer_id: 5, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    delivery_info: { description: 'Lift to the 3rd floor', delivery_cost: usd(45) },
    partner_info: { name: 'Pat Partner', email: reader === 'client' ? null : 'pat@example.com' },
    address_delivery: {
      city: 'London',
      company: null,
      country_code: 'GB',
      firstname: 'Ada',
      lastname: 'Lovelace',
      postcode: 'NW1 6XE',
      street: ['12 Baker Street'],
      telephone: '+44 20 7946 0000',
    },
    history: [
      {
        from_status: null,
        to_status: 'draft',
        changed_by: 'Ada Lovelace',
        changed_at: '2026-03-02 09:15:00',
        note: null,
      },
      {
        from_status: 'draft',
        to_status: 'estimate',
        changed_by: 'Ada Lovelace',
        changed_at: '2026-03-03 10:00:00',
        note: 'Please price by Friday',
      },
    ],
    transitions: TRANSITIONS_IN_ESTIMATE[reader],
    permissions: {
      edit_items: manager,
      edit_manager_prices: manager,
      edit_partner_prices: false,
      edit_details: manager,
      edit_delivery: manager,
      invite: manager || reader === 'client',
      delete: false,
      load_into_cart: false,
    },
    products: {
      total_count: items.length,
      note: 'Deliver in May',
      items,
      total_prices: {
        sub_total: range(180),
        snug_delivery_price_total: range(45),
        grand_total: range(225),
        grand_total_including_tax: range(261),
      },
    },
    ...overrides,
  };
}

export function cardFixture(overrides: Partial<EstimateCardFieldsFragment> = {}): EstimateCardFieldsFragment {
  return {
    id: 12,
    name: 'Living room',
    project_id: 7,
    project_name: 'Loft',
    is_correction: false,
    status: 'estimate',
    status_label: 'Being priced',
    created_at: '2026-03-02 09:15:00',
    updated_at: '2026-03-04 16:30:00',
    products: { total_count: 3, total_prices: { grand_total: range(200, 260) } },
    ...overrides,
  };
}
