import { describe, expect, it } from 'vitest';
import { chunkUrls } from './catch-all-chunks.server';

describe('the chunks of a catch-all page kind', () => {
  const manifest = {
    'app/routes/catch-all-category.tsx': {
      file: 'assets/catch-all-category-a1.js',
      imports: ['_ProductCard-b2.js', '_jsx-runtime-c3.js'],
    },
    '_ProductCard-b2.js': {
      file: 'assets/ProductCard-b2.js',
      imports: ['_jsx-runtime-c3.js', '_Price-d4.js'],
    },
    '_jsx-runtime-c3.js': { file: 'assets/jsx-runtime-c3.js' },
    '_Price-d4.js': { file: 'assets/Price-d4.js', imports: ['_jsx-runtime-c3.js'] },
    'app/routes/catch-all-product.tsx': { file: 'assets/catch-all-product-e5.js' },
  };

  it('lists the chunk and everything it imports statically, each once', () => {
    expect(chunkUrls(manifest, 'app/routes/catch-all-category.tsx')).toEqual([
      '/assets/catch-all-category-a1.js',
      '/assets/ProductCard-b2.js',
      '/assets/jsx-runtime-c3.js',
      '/assets/Price-d4.js',
    ]);
  });

  it('lists nothing for a source the build does not know', () => {
    expect(chunkUrls(manifest, 'app/routes/catch-all-blog-post.tsx')).toEqual([]);
  });
});
