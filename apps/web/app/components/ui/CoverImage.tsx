// A decorative photo that covers its box and fades in once it has loaded. Until then (and for
// good, if the file is missing) the box's own background shows instead of a broken-image icon.
import { useCallback, useState } from 'react';

interface CoverImageProps {
  src: string;
  className?: string;
}

export function CoverImage({ src, className = '' }: CoverImageProps) {
  const [loaded, setLoaded] = useState(false);
  // An image may finish loading before hydration attaches onLoad; check it once mounted.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <img
      ref={checkLoaded}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onLoad={() => setLoaded(true)}
      className={`absolute inset-0 size-full object-cover transition-[opacity,transform] duration-500 ${loaded ? 'opacity-100' : 'opacity-0'} ${className}`}
    />
  );
}
