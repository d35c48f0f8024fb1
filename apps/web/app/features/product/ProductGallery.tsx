// The product's pictures: one large image and a row of thumbnails. Thumbnails are buttons (Tab to
// reach, Enter/Space to show); arrow keys move between them. The main image loads eagerly with
// high priority (it is the page's largest paint), the thumbnails lazily; every image has a size,
// and raster pictures a srcset of resized variants (lib/responsive-image.ts).
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { imageLoading, mediaSrcSet } from '~/lib/responsive-image';
import type { GalleryImage } from './product-view';

const MAIN_SIZE = 800;
const THUMB_SIZE = 96;

export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(active, images.length - 1)];

  function onThumbKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (index + (moves[event.key] ?? 0) + images.length) % images.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = images.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    thumbs.current[next]?.focus();
  }

  return (
    <section aria-label={t('product.gallery_label')} className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-surface-muted">
        {current ? (
          <img
            data-testid="product-main-image"
            src={current.url}
            srcSet={mediaSrcSet(current.url, MAIN_SIZE)}
            sizes={`(min-width: 1024px) ${MAIN_SIZE}px, 100vw`}
            alt={current.label || name}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            {...imageLoading('lcp')}
            className="size-full object-contain"
          />
        ) : (
          <p className="flex size-full items-center justify-center text-ink-muted">{t('product.no_image')}</p>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                aria-label={t('product.show_image', { index: index + 1, count: images.length })}
                aria-pressed={index === active}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={(event) => onThumbKey(event, index)}
                className={`block overflow-hidden rounded-md border-2 bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                  index === active ? 'border-accent' : 'border-transparent hover:border-line'
                }`}
              >
                <img
                  src={image.url}
                  srcSet={mediaSrcSet(image.url, THUMB_SIZE)}
                  sizes={`${THUMB_SIZE}px`}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  {...imageLoading('lazy')}
                  className="size-16 object-contain xs:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
