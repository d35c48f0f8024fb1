// An image board as everyone sees it, rendered on the server: the picture with numbered points at
// their fractions of it. A point is a link to its product; hovering or focusing it shows the
// product (picture, name, price) in a popover, so keyboards and screen readers get the same. A
// numbered legend under the picture serves touch screens, where nothing hovers.

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { popoverPlacement, toPercent } from './board-geometry';
import type { DesignLineView, DesignPointView } from './design-view';

export function LinePrice({ line, className = '' }: { line: DesignLineView; className?: string }) {
  const { minimal, maximal } = line.price;
  if (minimal.value === maximal.value || minimal.currency !== maximal.currency) {
    return <Price money={minimal} className={className} />;
  }
  return (
    <span className={className}>
      <Price money={minimal} /> – <Price money={maximal} />
    </span>
  );
}

export function LineThumb({ line, size }: { line: DesignLineView; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-10' : 'size-14';
  return line.image ? (
    <img
      src={line.image.url}
      alt=""
      width={size === 'sm' ? 40 : 56}
      height={size === 'sm' ? 40 : 56}
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-md bg-surface-muted object-cover`}
    />
  ) : (
    <span className={`${box} shrink-0 rounded-md bg-surface-muted`} aria-hidden="true" />
  );
}

export const markerBase =
  'flex items-center justify-center rounded-full bg-accent font-semibold text-white shadow-md ring-2 ring-white';
export const markerClasses = `${markerBase} size-8 text-sm`;

function PointLink({ point, boardId }: { point: DesignPointView; boardId: number }) {
  const { t } = useTranslation();
  const place = popoverPlacement(point);
  const popoverId = `design-point-${boardId}-${point.number}`;
  const horizontal = place.horizontal === 'right' ? 'left-1/2 -ml-4' : 'right-1/2 -mr-4';
  const vertical = place.vertical === 'down' ? 'top-full mt-2' : 'bottom-full mb-2';
  const body = (
    <>
      <span className={markerClasses}>{point.number}</span>
      <span
        id={popoverId}
        role="tooltip"
        className={`pointer-events-none invisible absolute ${horizontal} ${vertical} flex w-44 gap-3 rounded-lg border border-line bg-surface p-2.5 text-left text-ink opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:visible group-hover:opacity-100 sm:w-60`}
        data-testid="design-point-popover"
      >
        <LineThumb line={point.line} size="md" />
        <span className="min-w-0">
          <span className="line-clamp-2 text-sm font-medium">{point.line.name}</span>
          <LinePrice line={point.line} className="mt-1 block text-sm text-ink-muted" />
        </span>
      </span>
    </>
  );
  const label = t('project_design.point_label', { number: point.number, name: point.line.name });
  return (
    <div
      className="group absolute -translate-x-1/2 -translate-y-1/2 hover:z-20 focus-within:z-20"
      style={{ left: toPercent(point.x), top: toPercent(point.y) }}
      data-testid="design-point"
      data-number={point.number}
    >
      {point.line.href ? (
        <a
          href={point.line.href}
          aria-label={label}
          aria-describedby={popoverId}
          className="block rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {body}
        </a>
      ) : (
        <button type="button" aria-label={label} aria-describedby={popoverId} className="block rounded-full">
          {body}
        </button>
      )}
    </div>
  );
}

export function BoardPicture({
  boardId,
  name,
  image,
  points,
}: {
  boardId: number;
  name: string;
  image: { url: string; width: number | null; height: number | null };
  points: DesignPointView[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div
        className="relative overflow-visible rounded-lg bg-surface-muted"
        data-testid="design-board-picture"
      >
        <img
          src={image.url}
          alt={name || t('project_design.board_untitled')}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          decoding="async"
          className="block h-auto w-full rounded-lg"
        />
        {points.map((point) => (
          <PointLink key={point.number} point={point} boardId={boardId} />
        ))}
      </div>
      {points.length > 0 ? (
        <ol className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={t('project_design.legend')}>
          {points.map((point) => (
            <li key={point.number} className="flex items-center gap-3 text-sm">
              <span className={`${markerBase} size-6 shrink-0 text-xs`} aria-hidden="true">
                {point.number}
              </span>
              <LineThumb line={point.line} size="sm" />
              <span className="min-w-0">
                {point.line.href ? (
                  <a href={point.line.href} className="line-clamp-1 font-medium hover:text-accent">
                    {point.line.name}
                  </a>
                ) : (
                  <span className="line-clamp-1 font-medium">{point.line.name}</span>
                )}
                <LinePrice line={point.line} className="text-ink-muted" />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
