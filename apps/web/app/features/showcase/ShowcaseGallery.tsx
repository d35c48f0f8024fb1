// A showcase project's pictures: the chosen one large, the others as thumbnails to pick from.
import { useCallback, useState } from 'react';
import { CoverImage } from '~/components/ui/CoverImage';
import { useTranslation } from '~/i18n/react';
import type { ShowcaseImage } from './showcase-view';

export function ShowcaseGallery({ images, name }: { images: ShowcaseImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const current = images[index] ?? images[0];
  // A picture may finish loading before hydration attaches onLoad; check it once mounted. Until it
  // has loaded (and for good, if the file is missing) the tinted box shows, not a broken image.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoadedUrl(image.src);
  }, []);
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-surface-muted text-8xl font-bold text-black/[0.06]">
        {name.charAt(0)}
      </div>
    );
  }
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-surface-muted">
        <img
          key={current.url}
          ref={checkLoaded}
          src={current.url}
          alt={current.label}
          onLoad={() => setLoadedUrl(current.url)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${loadedUrl === current.url ? 'opacity-100' : 'opacity-0'}`}
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3 xs:grid-cols-6" aria-label={t('showcase.gallery')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('showcase.show_picture', { number: position + 1 })}
                aria-pressed={position === index}
                className={`relative block aspect-square w-full overflow-hidden rounded-lg bg-surface-muted outline-offset-2 focus-visible:outline-2 focus-visible:outline-accent ${position === index ? 'ring-2 ring-accent' : 'opacity-80 hover:opacity-100'}`}
              >
                <CoverImage src={image.url} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
