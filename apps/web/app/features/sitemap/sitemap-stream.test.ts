import { describe, expect, it } from 'vitest';
import { urlsetStream } from './sitemap-stream';
import { urlset } from './sitemap-xml';

async function* batchesOf(...batches: string[][]) {
  for (const batch of batches) yield batch;
}

async function* failing() {
  yield ['https://s/int/a.html'];
  throw new Error('API down');
}

describe('urlsetStream', () => {
  it('writes the same document as urlset, batch by batch', async () => {
    const stream = urlsetStream(
      ['https://s/int/'],
      batchesOf(['https://s/int/a.html', 'https://s/int/b.html'], []),
    );
    expect(await new Response(stream).text()).toBe(
      urlset([{ loc: 'https://s/int/' }, { loc: 'https://s/int/a.html' }, { loc: 'https://s/int/b.html' }]),
    );
  });

  it('is an empty urlset without batches', async () => {
    expect(await new Response(urlsetStream([], null)).text()).toBe(urlset([]));
  });

  it('breaks off when a batch fails and reports the error', async () => {
    const errors: unknown[] = [];
    const stream = urlsetStream([], failing(), (error) => errors.push(error));
    await expect(new Response(stream).text()).rejects.toThrow('API down');
    expect(errors).toHaveLength(1);
  });
});
