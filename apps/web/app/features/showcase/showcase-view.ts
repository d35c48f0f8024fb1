// What the showcase shows of a showcase project: its pictures in gallery order without the
// disabled ones (the small image when there is no gallery) and its filled-in attributes.
import type { ShowcaseCardData } from './showcase-types';

export interface ShowcaseImage {
  url: string;
  label: string;
}

export interface ShowcaseAttribute {
  code: string;
  title: string;
  value: string;
}

export function showcaseImages(
  item: Pick<ShowcaseCardData, 'media_gallery' | 'small_image' | 'name'>,
): ShowcaseImage[] {
  const gallery = (item.media_gallery ?? [])
    .filter((entry) => entry?.url && !entry.disabled)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((entry) => ({ url: entry?.url ?? '', label: entry?.label || item.name || '' }));
  if (gallery.length > 0) return gallery;
  const small = item.small_image;
  return small?.url ? [{ url: small.url, label: small.label || item.name || '' }] : [];
}

/** The filled-in entries of the API's `project_attributes`, titled by code when untitled. */
export function showcaseAttributes(item: Pick<ShowcaseCardData, 'project_attributes'>): ShowcaseAttribute[] {
  return (item.project_attributes ?? []).flatMap((attribute) => {
    const title = attribute?.title || attribute?.attribute_code;
    const value = attribute?.value?.trim();
    return title && value ? [{ code: attribute?.attribute_code || title, title, value }] : [];
  });
}

/** The url_key from the path below /our-projects/ (a product URL suffix is allowed). */
export function showcaseUrlKey(
  splat: string | undefined,
  productUrlSuffix: string | null | undefined,
): string {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '');
  if (productUrlSuffix && path.endsWith(productUrlSuffix)) return path.slice(0, -productUrlSuffix.length);
  return path;
}

/** The showcase list page from `?p=`: a positive whole number, otherwise the first page. */
export function showcasePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
