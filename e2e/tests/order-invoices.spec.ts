// Invoices and shipments on the account's order page (issue 18): a customer's order paid offline is
// invoiced and shipped with a tracking number by the store's `npm run orders` command; the order page
// then shows the invoice with its totals, the shipment with the carrier and tracking number, and
// the order complete.
import { expect as baseExpect, test } from '@playwright/test';
import { placeCustomerOrder } from './checkout-support.ts';
import { createCustomer, useToken } from './customer-support.ts';
import { ordersCommand } from './staff-support.ts';
import { chooseWebsite, screenshot } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('an invoiced and shipped order shows its invoice and tracking number', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  const customer = await createCustomer({ firstname: 'Anna', lastname: 'Pavlova' });
  const number = await placeCustomerOrder(customer.token);
  await useToken(context, customer.token);

  // Placed and paid on delivery: nothing invoiced or shipped yet.
  await page.goto(`/ru/customer/account/orders/${number}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-invoices')).toHaveCount(0);
  await expect(page.getByTestId('order-shipments')).toHaveCount(0);

  const invoiced = await ordersCommand('invoice', number);
  const invoice = invoiced.match(/invoice (\d+) written/)?.[1] ?? '';
  expect(invoice).toMatch(/^\d+$/);
  await ordersCommand(
    'ship',
    number,
    '--carrier',
    'dhl',
    '--title',
    'DHL Express',
    '--track',
    'JD014600006281',
  );

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Complete');
  const invoiceCard = page.getByTestId('order-invoice');
  await expect(invoiceCard).toHaveCount(1);
  await expect(invoiceCard).toContainText(`Invoice № ${invoice}`);
  await expect(invoiceCard).toContainText('Invoiced on');
  await expect(invoiceCard.getByTestId('invoice-grand-total')).toContainText('Grand total');
  const totals = await page.getByTestId('order-totals').textContent();
  const grand = (await invoiceCard.getByTestId('invoice-grand-total').locator('dd').textContent())?.trim();
  expect(grand).toBeTruthy();
  expect(totals).toContain(grand);
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment).toHaveCount(1);
  await expect(shipment).toContainText(/Shipment № \d+/);
  await expect(shipment.getByTestId('shipment-tracking')).toContainText('DHL Express');
  await expect(shipment.getByTestId('shipment-tracking')).toContainText('JD014600006281');
  await screenshot(page, 'order-invoices', { fullPage: true });
});
