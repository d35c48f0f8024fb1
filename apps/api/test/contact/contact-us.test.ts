// contactUs over HTTP: the message becomes one outbox mail to the store view's contact address with
// Reply-To set to the visitor; refused requests (bad input, the form switched off, past the limits)
// write nothing. Each test speaks from its own client address (X-Forwarded-For from loopback is
// trusted), so the per-address limit of one test does not touch the others.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/modules/contact/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { newShopper } from '../address/helpers.ts';
import { errorOf, FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);

const CONTACT = 'mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }';

let addressCounter = 0;
/** A client address of its own (TEST-NET-3). */
function fromNewAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'X-Forwarded-For': `203.0.113.${addressCounter}` };
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('visitor'),
    telephone: '+44 20 7946 0000',
    comment: 'Do you deliver the oak table to Lisbon?',
    ...overrides,
  };
}

const send = (input: Record<string, unknown>, headers: Record<string, string>) =>
  api.gql<{ contactUs: { status: boolean } }>(CONTACT, { variables: { input }, headers });

const contactMails = () =>
  api.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'contact-form'));

/** Everything a contact request may write: the outbox's contact mails and the limit log. */
async function written() {
  return {
    // Ids in order: PostgreSQL returns unordered rows in any order (after updates, not insertion order).
    mails: (await contactMails()).map((m) => m.id).sort((a, b) => a - b),
    requests: (await api.database.db.select().from(contactRequest)).map((r) => r.id).sort((a, b) => a - b),
  };
}

describe('contactUs', () => {
  it('writes one mail to the store view’s contact address, Reply-To the visitor, user text escaped', async () => {
    const before = await written();
    const input = message({
      name: '  Ada <b>Lovelace</b> ',
      email: 'Ada.Contact@Example.com',
      comment: 'First line <script>alert(1)</script>\n\nSecond paragraph & more',
    });
    const res = await send(input, { Store: 'int', ...fromNewAddress() });
    expect(res.errors).toBeUndefined();
    expect(res.data?.contactUs).toEqual({ status: true });

    const mails = (await contactMails()).filter((m) => !before.mails.includes(m.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: 'hello@atrium.example',
      replyTo: 'ada.contact@example.com',
      subject: 'Contact Form: Ada <b>Lovelace</b>',
    });
    expect(mail?.textBody).toContain('Name: Ada <b>Lovelace</b>');
    expect(mail?.textBody).toContain('Email: ada.contact@example.com');
    expect(mail?.textBody).toContain('Phone Number: +44 20 7946 0000');
    expect(mail?.textBody).toContain('Second paragraph & more');
    expect(mail?.htmlBody).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.htmlBody).not.toContain('<script>');
    expect(mail?.htmlBody).toContain('Second paragraph &amp; more');
    // The worker delivers it with the Reply-To header.
    const delivered = await waitForMail(api.mailDir, 'hello@atrium.example', (m) =>
      m.raw.includes('ada.contact@example.com'),
    );
    expect(delivered.raw).toMatch(/^Reply-To: ada\.contact@example\.com\r?$/m);
  });

  it('sends to the recipient of the caller’s store view, in its language', async () => {
    const before = await written();
    const res = await send(message(), { Store: 'ru', ...fromNewAddress() });
    expect(res.errors).toBeUndefined();
    const [mail] = (await contactMails()).filter((m) => !before.mails.includes(m.id));
    expect(mail?.recipient).toBe('hello-ru@atrium.example');
    expect(mail?.subject).toBe('Форма обратной связи: Ada Lovelace');
  });

  it('accepts signed-in customers as well as guests', async () => {
    const shopper = await newShopper(api);
    const before = await written();
    const mine = await send(message({ email: shopper.email }), {
      Store: 'int',
      ...shopper.headers,
      ...fromNewAddress(),
    });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.contactUs.status).toBe(true);
    const guest = await send(message(), { Store: 'int', ...fromNewAddress() });
    expect(guest.data?.contactUs.status).toBe(true);
    expect((await written()).mails.length - before.mails.length).toBe(2);
  });

  it.each([
    [
      'an invalid e-mail',
      { email: 'not-an-email' },
      'The email address is invalid. Verify the email address and try again.',
    ],
    ['an empty name', { name: '   ' }, 'Name field is required.'],
    ['an empty comment', { comment: ' \n ' }, 'Comment field is required.'],
    ['a name too long', { name: 'A'.repeat(256) }, 'Name cannot be longer than 255 characters.'],
    [
      'a telephone too long',
      { telephone: '1'.repeat(65) },
      'Phone Number cannot be longer than 64 characters.',
    ],
    [
      'a comment too long',
      { comment: 'x'.repeat(10_001) },
      'Comment cannot be longer than 10000 characters.',
    ],
  ])('refuses %s and writes nothing', async (_, overrides, expected) => {
    const before = await written();
    const res = await send(message(overrides), { Store: 'int', ...fromNewAddress() });
    expect(errorOf(res)).toEqual({ message: expected, category: 'graphql-input' });
    expect(res.data?.contactUs ?? null).toBeNull();
    expect(await written()).toEqual(before);
  });

  it('refuses when the store view has the form switched off, and says so in storeConfig', async () => {
    const db = api.database.db;
    await db
      .insert(configValue)
      .values({ scope: 'stores', scopeId: 3, path: 'contact/contact/active', value: '0' });
    await bumpStoreVersion(db);
    try {
      const config = await api.gql<{ storeConfig: { contact_enabled: boolean } }>(
        '{ storeConfig { contact_enabled } }',
        { headers: { Store: 'int_ru' } },
      );
      expect(config.data?.storeConfig.contact_enabled).toBe(false);
      const before = await written();
      const res = await send(message(), { Store: 'int_ru', ...fromNewAddress() });
      expect(errorOf(res)).toEqual({
        message: 'The contact form is unavailable.',
        category: 'graphql-input',
      });
      expect(await written()).toEqual(before);
      // The other store views of the website still take messages.
      const open = await send(message(), { Store: 'int', ...fromNewAddress() });
      expect(open.data?.contactUs.status).toBe(true);
    } finally {
      await db.delete(configValue).where(eq(configValue.path, 'contact/contact/active'));
      await db
        .insert(configValue)
        .values({ scope: 'default', scopeId: 0, path: 'contact/contact/active', value: '1' });
      await bumpStoreVersion(db);
    }
  });

  it('takes five messages from one client address in ten minutes and refuses the sixth, writing nothing', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 5; i++) {
      const res = await send(message(), { Store: 'int', ...address });
      expect(res.errors, `message ${i + 1}`).toBeUndefined();
    }
    const before = await written();
    const sixth = await send(message(), { Store: 'int', ...address });
    expect(errorOf(sixth)).toEqual({
      message: 'We received too many messages from you. Please wait and try again later.',
      category: 'graphql-input',
    });
    expect(await written()).toEqual(before);
    // Another client address is not held back.
    const other = await send(message(), { Store: 'int', ...fromNewAddress() });
    expect(other.data?.contactUs.status).toBe(true);
  });

  it('takes five messages from one e-mail address whatever the client address, and refuses the sixth', async () => {
    const email = uniqueEmail('persistent');
    for (let i = 0; i < 5; i++) {
      const res = await send(message({ email }), { Store: 'int', ...fromNewAddress() });
      expect(res.errors, `message ${i + 1}`).toBeUndefined();
    }
    const before = await written();
    const sixth = await send(message({ email: email.toUpperCase() }), { Store: 'int', ...fromNewAddress() });
    expect(errorOf(sixth).message).toBe(
      'We received too many messages from you. Please wait and try again later.',
    );
    expect(await written()).toEqual(before);
  });

  it('counts refused messages against nothing: invalid input does not use up the limit', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 6; i++) await send(message({ email: 'broken' }), { Store: 'int', ...address });
    const res = await send(message(), { Store: 'int', ...address });
    expect(res.data?.contactUs.status).toBe(true);
  });
});
