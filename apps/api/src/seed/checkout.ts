// Shipping carriers, table rates, pickup points and payment methods of the demo shop, configured
// as Magento does: `carriers/<code>/*` and `payment/<code>/*` in `config_value` (website scope for
// prices, store view scope for Russian titles), plus the shipping tables.

import type { Db } from '../db/client.ts';
import { configValue, pickupLocation, shippingTablerate } from '../db/schema.ts';
import { bumpStoreVersion } from '../modules/store/cache.ts';

const RU = 1;
const INT = 2;
const STORE_RU = 1;
const STORE_INT_RU = 3;

/** Defaults for every website: English titles, Magento's default settings. */
const defaults: Record<string, string> = {
  'carriers/flatrate/active': '1',
  // Titles a shopper reads at checkout; each store view may override them (config_value).
  'carriers/flatrate/title': 'Courier',
  'carriers/flatrate/name': 'To your door',
  'carriers/flatrate/type': 'O',
  'carriers/flatrate/sort_order': '10',
  'carriers/tablerate/active': '1',
  'carriers/tablerate/title': 'Freight delivery',
  'carriers/tablerate/name': 'Priced by weight and destination',
  'carriers/tablerate/condition_name': 'package_weight',
  'carriers/tablerate/sort_order': '20',
  'carriers/freeshipping/active': '1',
  'carriers/freeshipping/title': 'Free Shipping',
  'carriers/freeshipping/name': 'Free',
  'carriers/freeshipping/sort_order': '30',
  'carriers/pickup/active': '1',
  'carriers/pickup/title': 'Store Pickup',
  'carriers/pickup/name': 'Pick up in a showroom',
  'carriers/pickup/price': '0',
  'carriers/pickup/sort_order': '40',
  'payment/checkmo/active': '1',
  'payment/checkmo/title': 'Check / Money order',
  'payment/checkmo/payable_to': 'Atrium Furniture Inc.',
  'payment/checkmo/mailing_address': '350 Fifth Avenue, Suite 4410, New York, NY 10118, USA',
  'payment/checkmo/sort_order': '20',
  'payment/banktransfer/active': '1',
  'payment/banktransfer/title': 'Bank Transfer Payment',
  'payment/banktransfer/instructions':
    'Transfer the total to Atrium Furniture Inc., IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX, with your order number as the reference. We ship once the payment arrives.',
  'payment/banktransfer/sort_order': '30',
  'payment/cashondelivery/active': '1',
  'payment/cashondelivery/title': 'Cash On Delivery',
  'payment/cashondelivery/instructions': 'Pay the courier in cash or by card when your order arrives.',
  'payment/cashondelivery/max_order_total': '300000',
  'payment/cashondelivery/sort_order': '20',
  'payment/paypal_express/active': '1',
  'payment/paypal_express/title': 'PayPal Express Checkout',
  'payment/paypal_express/instructions': 'You will be sent to PayPal to approve the payment.',
  'payment/paypal_express/sort_order': '10',
  'payment/robokassa/active': '1',
  'payment/robokassa/title': 'Bank card (Robokassa)',
  'payment/robokassa/instructions': 'You will be sent to Robokassa to pay by card, SBP or Mir Pay.',
  'payment/robokassa/sort_order': '10',
  'payment/free/active': '1',
  'payment/free/title': 'No Payment Information Required',
  /** Partner reward on orders placed by partners: percent of the subtotal after discounts (sales/partner.ts). */
  'sales/partner/reward_percent': '5',
  /**
   * The partner's price on an estimate item unless the partner sets one: the client price less this
   * percent; the difference is the partner's reward (modules/estimates/item-prices.ts, b2b.md §4).
   */
  'sales/partner/discount_percent': '10',
};

const websites: Record<number, Record<string, string>> = {
  [RU]: {
    'carriers/flatrate/price': '990',
    'carriers/flatrate/sallowspecific': '1',
    'carriers/flatrate/specificcountry': 'RU',
    'carriers/tablerate/sallowspecific': '1',
    'carriers/tablerate/specificcountry': 'RU',
    'carriers/freeshipping/free_shipping_subtotal': '150000',
    'carriers/freeshipping/showmethod': '1',
    'carriers/freeshipping/specificerrmsg': 'Бесплатная доставка — для заказов от 150 000 ₽.',
    'payment/banktransfer/instructions':
      'Оплатите счёт по реквизитам: ООО «Атриум», ИНН 7701234567, р/с 40702810900000012345 в АО «Банк», БИК 044525000. В назначении платежа укажите номер заказа.',
    'payment/banktransfer/min_order_total': '5000',
  },
  [INT]: {
    'carriers/flatrate/price': '15',
    'carriers/flatrate/type': 'I',
    'carriers/freeshipping/free_shipping_subtotal': '1500',
    'carriers/freeshipping/sallowspecific': '1',
    'carriers/freeshipping/specificcountry': 'US',
    'payment/checkmo/max_order_total': '20000',
  },
};

/** Russian titles for the ru store view and the international-for-Russia one. */
const russian: Record<string, string> = {
  'carriers/flatrate/title': 'Курьерская доставка',
  'carriers/flatrate/name': 'Курьером до двери',
  'carriers/tablerate/title': 'Транспортная компания',
  'carriers/tablerate/name': 'До двери или пункта выдачи',
  'carriers/freeshipping/title': 'Бесплатная доставка',
  'carriers/freeshipping/name': 'Бесплатно',
  'carriers/pickup/title': 'Самовывоз',
  'carriers/pickup/name': 'Из шоурума',
  'payment/checkmo/title': 'Чек или денежный перевод',
  'payment/banktransfer/title': 'Оплата по счёту',
  'payment/cashondelivery/title': 'Оплата при получении',
  'payment/cashondelivery/instructions': 'Оплатите заказ курьеру наличными или картой при получении.',
  'payment/paypal_express/title': 'PayPal',
  'payment/paypal_express/instructions': 'Вы перейдёте на сайт PayPal, чтобы подтвердить оплату.',
  'payment/robokassa/title': 'Банковская карта (Робокасса)',
  'payment/robokassa/instructions': 'Вы перейдёте на страницу Робокассы: карта, СБП или Mir Pay.',
  'payment/free/title': 'Оплата не требуется',
};

/** Weight brackets (kg) → price, per destination; ru in RUB, int in USD. */
const tablerates: { websiteId: number; country: string; zip: string; rows: [number, number][] }[] = [
  {
    websiteId: RU,
    country: 'RU',
    zip: '10*',
    rows: [
      [0, 590],
      [20, 1490],
      [100, 3900],
      [500, 9900],
    ],
  },
  {
    websiteId: RU,
    country: 'RU',
    zip: '19*',
    rows: [
      [0, 790],
      [20, 1890],
      [100, 4900],
      [500, 12900],
    ],
  },
  {
    websiteId: RU,
    country: 'RU',
    zip: '*',
    rows: [
      [0, 1290],
      [20, 2990],
      [100, 7900],
      [500, 19900],
    ],
  },
  {
    websiteId: INT,
    country: 'US',
    zip: '*',
    rows: [
      [0, 29],
      [20, 79],
      [100, 249],
      [500, 690],
    ],
  },
  ...['GB', 'DE', 'FR', 'ES', 'IT', 'NL'].map((country) => ({
    websiteId: INT,
    country,
    zip: '*',
    rows: [
      [0, 39],
      [20, 99],
      [100, 299],
      [500, 890],
    ] as [number, number][],
  })),
  {
    websiteId: INT,
    country: '*',
    zip: '*',
    rows: [
      [0, 69],
      [20, 169],
      [100, 490],
      [500, 1490],
    ],
  },
];

const pickupPoints = [
  {
    websiteId: RU,
    code: 'msk_showroom',
    name: { '0': 'Шоурум на Тверской' },
    hours: { '0': 'Ежедневно 10:00–21:00' },
    street: 'ул. Тверская, 12',
    city: 'Москва',
    postcode: '125009',
    countryId: 'RU',
    position: 10,
  },
  {
    websiteId: RU,
    code: 'spb_showroom',
    name: { '0': 'Шоурум на Невском' },
    hours: { '0': 'Ежедневно 10:00–20:00' },
    street: 'Невский пр., 88',
    city: 'Санкт-Петербург',
    postcode: '191025',
    countryId: 'RU',
    position: 20,
  },
  {
    websiteId: INT,
    code: 'london_showroom',
    name: { '0': 'London showroom, Shoreditch', [String(STORE_INT_RU)]: 'Шоурум в Лондоне, Шордич' },
    hours: { '0': 'Mon–Sat 10:00–19:00', [String(STORE_INT_RU)]: 'Пн–Сб 10:00–19:00' },
    street: '45 Great Eastern Street',
    city: 'London',
    postcode: 'EC2A 3HP',
    countryId: 'GB',
    position: 10,
  },
];

export async function seedCheckout(db: Db): Promise<void> {
  const config = [
    ...Object.entries(defaults).map(([path, value]) => ({ scope: 'default', scopeId: 0, path, value })),
    ...Object.entries(websites).flatMap(([id, values]) =>
      Object.entries(values).map(([path, value]) => ({
        scope: 'websites',
        scopeId: Number(id),
        path,
        value,
      })),
    ),
    ...[STORE_RU, STORE_INT_RU].flatMap((storeId) =>
      Object.entries(russian).map(([path, value]) => ({ scope: 'stores', scopeId: storeId, path, value })),
    ),
  ];
  await db.insert(configValue).values(config);
  await db.insert(shippingTablerate).values(
    tablerates.flatMap(({ websiteId, country, zip, rows }) =>
      rows.map(([weight, price]) => ({
        websiteId,
        destCountryId: country,
        destZip: zip,
        conditionName: 'package_weight',
        conditionValue: String(weight),
        price: String(price),
      })),
    ),
  );
  await db.insert(pickupLocation).values(pickupPoints);
  await bumpStoreVersion(db);
}
