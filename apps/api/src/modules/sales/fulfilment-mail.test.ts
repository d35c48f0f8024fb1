import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/template.ts';
import {
  type InvoiceMailData,
  invoiceTemplate,
  type ShipmentMailData,
  shipmentTemplate,
} from './fulfilment-mail.ts';

const bundle = {
  text: 'Oslo dining set (BND-SET) × 1 — $1,753.00 — Table: 1 × Oslo table 180; Chairs: 6 × Oslo chair, black',
  imageUrl: null,
};

const invoice: InvoiceMailData = {
  firstname: 'Ada',
  number: '2000000007',
  invoice: '2000000003',
  lines: [bundle],
  totals: [
    { label: 'subtotal', value: '$1,753.00' },
    { label: 'shipping', value: '$30.00' },
    { label: 'grandTotal', value: '$1,783.00' },
  ],
  ordersUrl: 'http://localhost:3000/int/customer/account/orders/2000000007',
};

const shipment: ShipmentMailData = {
  firstname: 'Ada',
  number: '2000000007',
  shipment: '2000000002',
  lines: [{ text: 'Oslo dining set (BND-SET) × 1 — Table: 1 × Oslo table 180', imageUrl: null }],
  tracks: [{ title: 'DHL Express', number: 'JD0142' }],
  shipping: 'Courier - To your door',
  shipTo: 'Ada Lovelace, 12 Baker Street, London, GB',
  ordersUrl: null,
};

const scope = (language: 'en' | 'ru' | 'es') => ({
  language,
  storeName: 'Atrium',
  storefrontUrl: 'http://localhost:3000/int/',
});

describe('the invoice mail', () => {
  it('names the order and the invoice, lists the lines with the bundle’s choice and the invoice’s totals', () => {
    const mail = renderMail(invoiceTemplate, scope('en'), invoice);
    expect(mail.subject).toBe('Invoice for your Atrium order #2000000007');
    expect(mail.text).toContain('Here is invoice #2000000003 for your order #2000000007.');
    expect(mail.text).toContain(bundle.text);
    expect(mail.text).toContain('Subtotal: $1,753.00\nShipping: $30.00\nGrand total: $1,783.00');
    expect(mail.text).toContain(
      'View my orders: http://localhost:3000/int/customer/account/orders/2000000007',
    );
  });

  it('is written in Russian and Spanish too', () => {
    const ru = renderMail(invoiceTemplate, scope('ru'), invoice);
    expect(ru.subject).toBe('Счёт по заказу №2000000007 в Atrium');
    expect(ru.text).toContain('Итого: $1,783.00');
    const es = renderMail(invoiceTemplate, scope('es'), invoice);
    expect(es.subject).toBe('Factura de tu pedido n.º 2000000007 en Atrium');
    expect(es.text).toContain('Esta es la factura n.º 2000000003 de tu pedido n.º 2000000007.');
  });
});

describe('the shipment mail', () => {
  it('names the shipment and lists the lines and the tracking numbers with their carriers', () => {
    const mail = renderMail(shipmentTemplate, scope('en'), shipment);
    expect(mail.subject).toBe('Your Atrium order #2000000007 has shipped');
    expect(mail.text).toContain('Your order #2000000007 has shipped (shipment #2000000002).');
    expect(mail.text).toContain('Tracking:\nDHL Express: JD0142');
    expect(mail.text).toContain('Ship to: Ada Lovelace');
    // A guest's order: no account to link to.
    expect(mail.text).not.toContain('View my orders');
  });

  it('leaves the tracking out when there is none, and speaks Russian and Spanish', () => {
    const none = renderMail(shipmentTemplate, scope('en'), { ...shipment, tracks: [] });
    expect(none.text).not.toContain('Tracking');
    expect(renderMail(shipmentTemplate, scope('ru'), shipment).subject).toBe(
      'Ваш заказ №2000000007 в Atrium отправлен',
    );
    const es = renderMail(shipmentTemplate, scope('es'), shipment);
    expect(es.subject).toBe('Tu pedido n.º 2000000007 en Atrium ha sido enviado');
    expect(es.text).toContain('Seguimiento:\nDHL Express: JD0142');
  });

  it('escapes the carrier’s title and the tracking number in the HTML version', () => {
    const mail = renderMail(shipmentTemplate, scope('en'), {
      ...shipment,
      tracks: [{ title: '<b>Own</b>', number: '<i>1</i>' }],
    });
    expect(mail.html).not.toContain('<b>Own</b>');
    expect(mail.html).toContain('&lt;b&gt;Own&lt;/b&gt;: &lt;i&gt;1&lt;/i&gt;');
  });
});
