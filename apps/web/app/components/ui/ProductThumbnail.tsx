// A product's square picture in a line (wishlist items, project lines): the image, or the
// listing's "no image" text in its place.
import { useTranslation } from '~/i18n/react';

interface ProductThumbnailProps {
  image: { url: string; label: string } | null;
  /** The pixel size the image is requested at (it fills its box). */
  size: number;
}

export function ProductThumbnail({ image, size }: ProductThumbnailProps) {
  const { t } = useTranslation();
  return (
    <div className="relative aspect-square overflow-hidden rounded-lg bg-surface-muted">
      {image ? (
        <img
          src={image.url}
          alt={image.label}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-ink-muted">
          {t('listing.no_image')}
        </span>
      )}
    </div>
  );
}
