import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/template.ts';
import { type OrderMailData, orderConfirmationTemplate } from './order-mail.ts';

const data: OrderMailData = {
  firstname: 'Ada',
  number: '2000000007',
  lines: [
    {
      text: 'Oak table (T-1) × 2 — $200.00',
      imageUrl: 'http://localhost:3000/int/media/catalog/product/t/a/table-oak.jpg',
    },
    { text: 'Stool (S-1) × 1 — $20.00', imageUrl: null },
  ],
  totals: [
    { label: 'subtotal', value: '$200.00' },
    { label: 'shipping', value: '$30.00' },
    { label: 'grandTotal', value: '$230.00' },
  ],
  shipping: 'Flat Rate - Fixed',
  shipTo: 'Ada Lovelace, 12 Baker Street, London, GB',
  payment: 'Check / Money order',
  paymentPrompt: 'Make Check payable to: Atrium Furniture Inc.',
  ordersUrl: 'http://localhost:3000/int/customer/account/orders/2000000007',
};

const scope = (language: 'en' | 'ru' | 'es') => ({
  language,
  storeName: 'Atrium',
  storefrontUrl: 'http://localhost:3000/int/',
});

describe('the order confirmation mail', () => {
  it('lists the lines, totals, delivery and payment with its instructions in English', () => {
    const mail = renderMail(orderConfirmationTemplate, scope('en'), data);
    expect(mail.subject).toBe('Your Atrium order #2000000007');
    expect(mail.text).toContain('Oak table (T-1) × 2 — $200.00');
    expect(mail.text).toContain('Grand total: $230.00');
    expect(mail.text).toContain('Delivery: Flat Rate - Fixed');
    expect(mail.text).toContain('Payment: Check / Money order\nMake Check payable to: Atrium Furniture Inc.');
    expect(mail.html).toContain('View my orders');
  });

  it('shows each line with the picture of what was bought in the HTML version', () => {
    const mail = renderMail(orderConfirmationTemplate, scope('en'), data);
    expect(mail.text).toContain('Oak table (T-1) × 2 — $200.00\nStool (S-1) × 1 — $20.00');
    const rows = mail.html.match(/<tr>.*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('<img src="http://localhost:3000/int/media/catalog/product/t/a/table-oak.jpg"');
    expect(rows[0]).toContain('Oak table (T-1)');
    expect(rows[1]).not.toContain('<img');
  });

  it('is written in Russian and Spanish too', () => {
    expect(renderMail(orderConfirmationTemplate, scope('ru'), data).subject).toBe(
      'Ваш заказ №2000000007 в Atrium',
    );
    const es = renderMail(orderConfirmationTemplate, scope('es'), data);
    expect(es.subject).toBe('Tu pedido n.º 2000000007 en Atrium');
    expect(es.text).toContain('Total: $230.00');
  });

  it('escapes what the shopper wrote in the HTML version', () => {
    const mail = renderMail(orderConfirmationTemplate, scope('en'), { ...data, firstname: '<b>Ada</b>' });
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
  });
});
