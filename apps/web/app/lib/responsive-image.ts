// Attributes of pictures (ADR 0043). The picture most likely to be a page's largest paint is
// fetched at once and first (`loading="eager"`, `fetchpriority="high"`), never lazily; the others
// are lazy and decoded off the main thread. Raster pictures from /media/ get a `srcset` of the
// API's resized variants (`?w=`, in AVIF or WebP by the browser's Accept); vector pictures (the demo
// catalogue's SVG) draw sharp at any size, so they get none.

/** The widths the API resizes to (apps/api/src/media/media-variants.ts MEDIA_WIDTHS): keep equal. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

const RASTER = /\.(jpe?g|png|webp)$/i;

/** True for a JPEG, PNG or WebP picture served by /media/ (the storefront's or the API's). */
export function isResizableMedia(url: string): boolean {
  try {
    const { pathname, search } = new URL(url, 'http://storefront');
    return /(^|\/)media\//.test(pathname) && RASTER.test(pathname) && search === '';
  } catch {
    return false;
  }
}

/**
 * `srcset` for a picture shown at most `maxCssWidth` CSS pixels wide (up to twice that for dense
 * screens), or undefined when the source has no variants.
 */
export function mediaSrcSet(url: string, maxCssWidth: number): string | undefined {
  if (!isResizableMedia(url)) return undefined;
  const widths = MEDIA_WIDTHS.filter((width) => width <= maxCssWidth * 2);
  const largest = MEDIA_WIDTHS.find((width) => width >= maxCssWidth * 2);
  if (largest && !widths.includes(largest)) widths.push(largest);
  return widths.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

/** The loading attributes of a picture: the page's likely largest paint, or one of the rest. */
export function imageLoading(priority: 'lcp' | 'eager' | 'lazy') {
  if (priority === 'lcp') return { loading: 'eager', fetchPriority: 'high' } as const;
  if (priority === 'eager') return { loading: 'eager', decoding: 'async' } as const;
  return { loading: 'lazy', decoding: 'async' } as const;
}
