import { describe, expect, it } from 'vitest';
import { cmsBlock } from '../../src/db/schema.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const FOOTER = [
  'footer-follow-us',
  'footer-help-links',
  'footer-company-links',
  'footer-get-inspired-links',
  'footer-legal-links',
  'footer-subscribe-text',
];
type Blocks = { cmsBlocks: { items: ({ identifier: string; title: string; content: string } | null)[] } };

const blocks = (identifiers: string[], store: string) =>
  api.gql<Blocks>(
    'query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }',
    {
      variables: { ids: identifiers },
      headers: { Store: store },
    },
  );

describe('cmsBlocks', () => {
  it('returns the six footer blocks in each store view’s language', async () => {
    const ru = await blocks(FOOTER, 'ru');
    const en = await blocks(FOOTER, 'int');
    const intRu = await blocks(FOOTER, 'int_ru');
    expect(ru.errors).toBeUndefined();
    expect(ru.data?.cmsBlocks.items.map((b) => b?.identifier)).toEqual(FOOTER);
    expect(ru.data?.cmsBlocks.items[1]?.title).toBe('Помощь');
    expect(en.data?.cmsBlocks.items[1]?.title).toBe('Help');
    expect(intRu.data?.cmsBlocks.items[1]?.title).toBe('Помощь');
  });

  it('renders store links inside the website of the store view', async () => {
    const ru = await blocks(['footer-help-links'], 'ru');
    const en = await blocks(['footer-help-links'], 'int');
    expect(ru.data?.cmsBlocks.items[0]?.content).toContain('href="/ru/delivery"');
    expect(en.data?.cmsBlocks.items[0]?.content).toContain('href="/int/delivery"');
  });

  it('requires identifiers', async () => {
    for (const query of [
      '{ cmsBlocks { items { identifier } } }',
      '{ cmsBlocks(identifiers: []) { items { identifier } } }',
    ]) {
      const res = await api.gql(query);
      expect(res.errors?.[0]?.message).toBe('"identifiers" of CMS blocks should be specified');
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('reports unknown and disabled blocks while still returning the others', async () => {
    const res = await blocks(['footer-help-links', 'no-such-block', 'footer-retired-promo'], 'int');
    expect(res.data?.cmsBlocks.items[0]?.identifier).toBe('footer-help-links');
    expect(res.data?.cmsBlocks.items.slice(1)).toEqual([null, null]);
    expect(res.errors?.map((e) => e.message)).toEqual([
      'The CMS block with the "no-such-block" ID doesn\'t exist.',
      'The CMS block with the "footer-retired-promo" ID doesn\'t exist.',
    ]);
    expect(res.errors?.every((e) => e.extensions?.category === 'graphql-no-such-entity')).toBe(true);
  });

  it('never serves scripts or event handlers stored in a block', async () => {
    await api.database.db.insert(cmsBlock).values({
      identifier: 'unsafe-block',
      storeId: 0,
      title: 'Unsafe',
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="x()"></p>',
    });
    const res = await blocks(['unsafe-block'], 'int');
    const html = res.data?.cmsBlocks.items[0]?.content ?? '';
    expect(html).toContain('<p>Hi');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
