// The newsletter confirmation link's call against a stubbed API: what it sends, and what a refused
// code becomes (the API's message for the page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { confirmSubscription } from './newsletter.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shop = () => shopContextFixture(new Request('http://shop.test/int/newsletter/subscriber/confirm'));

describe('confirming a newsletter subscription', () => {
  it('sends the link’s id and code, as a guest or a customer alike', async () => {
    const sent = stubGraphQL({
      ConfirmNewsletterSubscription: { data: { confirmNewsletterSubscription: { status: 'SUBSCRIBED' } } },
    });
    expect(await confirmSubscription(shop(), { id: '7', code: 'c'.repeat(43) })).toEqual({
      ok: true,
      status: 'SUBSCRIBED',
    });
    expect(sent[0]?.variables).toEqual({ id: '7', code: 'c'.repeat(43) });
    expect(sent[0]?.headers.get('Store')).toBe('int');
  });

  it('answers the API’s message for a refused code', async () => {
    stubGraphQL({
      ConfirmNewsletterSubscription: {
        errors: [
          {
            message: 'This is an invalid subscription confirmation code.',
            extensions: { category: 'graphql-input' },
          },
        ],
      },
    });
    expect(await confirmSubscription(shop(), { id: '7', code: 'wrong' })).toEqual({
      ok: false,
      message: { text: 'This is an invalid subscription confirmation code.' },
    });
  });
});
