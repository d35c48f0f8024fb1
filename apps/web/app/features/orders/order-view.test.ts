import { describe, expect, it } from 'vitest';
import { formatOrderDate, orderAddressLines, statusKey } from './order-view';
import { requestedPage } from './orders.server';

describe('the orders pages', () => {
  it("name Magento's statuses in the interface language and show unknown ones as they come", () => {
    expect(statusKey('pending_payment')).toBe('orders.status.pending_payment');
    expect(statusKey('Processing')).toBe('orders.status.processing');
    // The API's labels of a ru or es store view, shown in the interface language.
    expect(statusKey('Выполнен')).toBe('orders.status.complete');
    expect(statusKey('En proceso')).toBe('orders.status.processing');
    expect(statusKey('awaiting_pickup')).toBeNull();
  });

  it("show Magento's UTC order date as a date of the interface language", () => {
    expect(formatOrderDate('2026-11-21 06:41:08', 'en-US')).toBe('Nov 21, 2026');
    expect(formatOrderDate('2026-11-21 06:41:08', 'ru-RU')).toBe('21 нояб. 2026 г.');
    expect(formatOrderDate('yesterday', 'en-US')).toBe('yesterday');
  });

  it('write an order address as lines, leaving out what is empty', () => {
    expect(
      orderAddressLines(
        {
          firstname: 'Anna',
          lastname: 'Pavlova',
          company: null,
          street: ['Tverskaya 1', ''],
          city: 'Moscow',
          region: 'Москва',
          postcode: '125009',
          country_code: 'RU',
          telephone: '+7 495 000 00 00',
        },
        { RU: 'Russia' },
      ),
    ).toEqual(['Anna Pavlova', 'Tverskaya 1', 'Moscow, Москва 125009', 'Russia', '+7 495 000 00 00']);
  });

  it('read the page of the list from ?page=, page 1 for anything else', () => {
    const page = (query: string) =>
      requestedPage(new Request(`http://shop.test/int/customer/account/orders${query}`));
    expect(page('?page=3')).toBe(3);
    expect(page('')).toBe(1);
    expect(page('?page=0')).toBe(1);
    expect(page('?page=-2')).toBe(1);
    expect(page('?page=2abc')).toBe(1);
  });
});
