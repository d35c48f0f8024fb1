import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStaticMedia } from '../../src/seed/index.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

interface Node {
  id: number;
  name: string;
  image: string | null;
  children?: Node[];
}

const TREE = `{ categoryList { id name image children { id name image children { id name image } } } }`;

async function tree(store: string): Promise<Node> {
  const res = await api.gql<{ categoryList: Node[] }>(TREE, { headers: { Store: store } });
  expect(res.errors).toBeUndefined();
  return res.data!.categoryList[0]!;
}

describe('category pictures (CategoryTree.image)', () => {
  it('answers an absolute media URL for every demo category and null for the store root', async () => {
    const root = await tree('int');
    expect(root.image).toBeNull();
    const living = root.children!.find((c) => c.id === 10)!;
    expect(living.image).toMatch(/^https?:\/\/[^/]+\/(.+\/)?media\/catalog\/category\/living-room\.svg$/);
    expect(living.children!.find((c) => c.id === 11)?.image).toMatch(
      /\/media\/catalog\/category\/sofas\.svg$/,
    );
    for (const top of root.children!) expect(top.image, top.name).toMatch(/^https?:\/\/.+\.svg$/);
  });

  it('gives the same picture in every store view, through categories() as well', async () => {
    const ru = await tree('ru');
    const res = await api.gql<{ categories: { items: Node[] } }>(
      '{ categories(filters: { ids: { eq: "20" } }) { items { id image } } }',
      { headers: { Store: 'int' } },
    );
    expect(res.data?.categories.items[0]?.image).toBe(ru.children!.find((c) => c.id === 20)?.image);
  });

  it('has a drawn room behind every URL it answers (written with the static media at start-up)', async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-category-media-'));
    await writeStaticMedia(mediaDir);
    const root = await tree('int');
    const urls = root.children!.flatMap((c) => [c.image, ...(c.children ?? []).map((child) => child.image)]);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const file = url!.replace(/^.*\/media\//, '');
      const svg = readFileSync(join(mediaDir, file), 'utf8');
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1600 1000"/);
      expect(svg).not.toMatch(/<script|href=/i);
    }
  });
});
