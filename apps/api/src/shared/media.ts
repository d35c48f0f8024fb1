// Public URLs of media files. Files live under var/media (see the media handler); the storefront
// serves them at /media/ by passing the request on to the API, so URLs point at the storefront.
import type { RequestContext } from './context.ts';

export type MediaKind = 'catalog/product' | 'catalog/category' | 'catalog/swatch' | 'catalog/files' | 'cms';

export function mediaUrl(ctx: Pick<RequestContext, 'storefrontUrl'>, kind: MediaKind, file: string): string {
  if (/^https?:\/\//.test(file)) return file;
  return `${ctx.storefrontUrl}media/${kind}/${file.replace(/^\/+/, '')}`;
}

/** Magento's placeholder for a product without an image of that role. */
export function productPlaceholderUrl(ctx: Pick<RequestContext, 'storefrontUrl'>): string {
  return mediaUrl(ctx, 'catalog/product', 'placeholder/image.svg');
}
