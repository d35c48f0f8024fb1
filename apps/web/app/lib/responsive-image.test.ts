import { describe, expect, it } from 'vitest';
import { imageLoading, isResizableMedia, mediaSrcSet } from './responsive-image';

describe('mediaSrcSet', () => {
  it('lists the resized variants up to twice the shown width for raster media', () => {
    expect(mediaSrcSet('http://localhost:3000/media/catalog/product/t/a/table.jpg', 240)).toBe(
      [160, 320, 480]
        .map((w) => `http://localhost:3000/media/catalog/product/t/a/table.jpg?w=${w} ${w}w`)
        .join(', '),
    );
    expect(mediaSrcSet('/int/media/catalog/product/a/b/c.webp', 100)?.split(', ')).toEqual([
      '/int/media/catalog/product/a/b/c.webp?w=160 160w',
      '/int/media/catalog/product/a/b/c.webp?w=320 320w',
    ]);
    // wider than the list: all of it
    expect(mediaSrcSet('/media/x.png', 1600)?.split(', ')).toHaveLength(7);
  });

  it('gives none to vector pictures, foreign pictures and URLs that already ask for something', () => {
    expect(mediaSrcSet('/media/catalog/product/c/h/chair.svg', 480)).toBeUndefined();
    expect(mediaSrcSet('https://cdn.example/pictures/chair.jpg', 480)).toBeUndefined();
    expect(mediaSrcSet('/media/chair.jpg?w=480', 480)).toBeUndefined();
    expect(isResizableMedia('/multimedia/chair.jpg')).toBe(false);
  });
});

describe('imageLoading', () => {
  it('never makes the likely largest paint lazy', () => {
    expect(imageLoading('lcp')).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading('eager')).toEqual({ loading: 'eager', decoding: 'async' });
    expect(imageLoading('lazy')).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
