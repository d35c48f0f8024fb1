import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination';
import { showcaseAttributes, showcaseImages, showcasePage, showcaseUrlKey } from './showcase-view';

describe('showcaseImages', () => {
  it('orders the gallery by position and leaves out disabled pictures', () => {
    const images = showcaseImages({
      name: 'Loft',
      small_image: { url: 'https://x/small.jpg', label: null },
      media_gallery: [
        { url: 'https://x/2.jpg', label: 'Kitchen', position: 2, disabled: false },
        { url: 'https://x/off.jpg', label: null, position: 0, disabled: true },
        { url: 'https://x/1.jpg', label: null, position: 1, disabled: false },
        null,
      ],
    });
    expect(images).toEqual([
      { url: 'https://x/1.jpg', label: 'Loft' },
      { url: 'https://x/2.jpg', label: 'Kitchen' },
    ]);
  });

  it('falls back to the small image, then to nothing', () => {
    expect(
      showcaseImages({ name: 'Loft', small_image: { url: 'https://x/s.jpg', label: '' }, media_gallery: [] }),
    ).toEqual([{ url: 'https://x/s.jpg', label: 'Loft' }]);
    expect(showcaseImages({ name: 'Loft', small_image: null, media_gallery: null })).toEqual([]);
  });
});

describe('showcaseAttributes', () => {
  it('keeps filled-in attributes and titles them by code when they have no title', () => {
    expect(
      showcaseAttributes({
        project_attributes: [
          { attribute_code: 'area', title: 'Area', value: '120 m²' },
          { attribute_code: 'city', title: null, value: 'Kazan' },
          { attribute_code: 'year', title: 'Year', value: ' ' },
          null,
        ],
      }),
    ).toEqual([
      { code: 'area', title: 'Area', value: '120 m²' },
      { code: 'city', title: 'city', value: 'Kazan' },
    ]);
  });
});

describe('showcaseUrlKey', () => {
  it('takes the url_key from the path, with or without the product suffix', () => {
    expect(showcaseUrlKey('loft-in-kazan', '.html')).toBe('loft-in-kazan');
    expect(showcaseUrlKey('loft-in-kazan.html/', '.html')).toBe('loft-in-kazan');
    expect(showcaseUrlKey('', '.html')).toBe('');
  });
});

describe('showcasePage', () => {
  it('reads a positive whole page number, otherwise the first page', () => {
    expect(showcasePage('3')).toBe(3);
    expect(showcasePage(null)).toBe(1);
    expect(showcasePage('0')).toBe(1);
    expect(showcasePage('2.5')).toBe(1);
    expect(showcasePage('abc')).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows up to five pages around the current one within the range', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
