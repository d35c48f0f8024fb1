// The points editor of an image board (needs JavaScript): a click on the picture places a point
// and opens a small chooser of the project's lines; a point is dragged to move it (pointer events,
// saved on drop) or moved with the arrow keys (saved when the key is let go); Delete or the list's
// button removes it. Every change sends the board's whole `image_map` through a fetcher.
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import { VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { LinePrice, LineThumb, markerBase, markerClasses } from './BoardPicture';
import {
  type BoardPoint,
  fractionFromPointer,
  movedBeyondThreshold,
  nudge,
  toPercent,
} from './board-geometry';
import type { DesignActionData } from './design-action-data';
import { type DesignLineView, type DesignPointView, toImageMapInput } from './design-view';

interface EditorPoint extends BoardPoint {
  lineId: number;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function fromView(points: readonly DesignPointView[]): EditorPoint[] {
  return points.map((point) => ({ lineId: point.line.id, x: point.x, y: point.y }));
}

export function BoardEditor({
  boardId,
  name,
  image,
  points: savedPoints,
  lines,
  productsHref,
}: {
  boardId: number;
  name: string;
  image: { url: string; width: number | null; height: number | null };
  points: DesignPointView[];
  lines: DesignLineView[];
  productsHref: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DesignActionData>({ key: `design-points-${boardId}` });
  const [points, setPoints] = useState(() => fromView(savedPoints));
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const [pending, setPending] = useState<BoardPoint | null>(null);
  const pictureRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ index: number; start: { clientX: number; clientY: number }; moved: boolean } | null>(
    null,
  );
  const chooserId = useId();
  const lineById = new Map(lines.map((line) => [line.id, line]));

  // What the server saved comes back after every write (and from other people's changes).
  const savedKey = JSON.stringify(fromView(savedPoints));
  useEffect(() => {
    setPoints(JSON.parse(savedKey) as EditorPoint[]);
  }, [savedKey]);

  function save(next: EditorPoint[]) {
    setPoints(next);
    pointsRef.current = next;
    fetcher.submit(
      {
        intent: 'points',
        element_id: String(boardId),
        image_map: JSON.stringify(toImageMapInput(next)),
        [VIA_FETCHER.name]: VIA_FETCHER.value,
      },
      { method: 'post' },
    );
  }

  function pictureRect() {
    return pictureRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };
  }

  function onPictureClick(event: { clientX: number; clientY: number }) {
    setPending(fractionFromPointer(event.clientX, event.clientY, pictureRect()));
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, index: number) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { index, start: { clientX: event.clientX, clientY: event.clientY }, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>, index: number) {
    const current = drag.current;
    if (!current || current.index !== index) return;
    if (!current.moved && !movedBeyondThreshold(current.start, event)) return;
    current.moved = true;
    const at = fractionFromPointer(event.clientX, event.clientY, pictureRect());
    setPoints((list) => list.map((point, i) => (i === index ? { ...point, ...at } : point)));
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>, index: number) {
    const current = drag.current;
    drag.current = null;
    if (!current || current.index !== index || !current.moved) return;
    const at = fractionFromPointer(event.clientX, event.clientY, pictureRect());
    save(pointsRef.current.map((point, i) => (i === index ? { ...point, ...at } : point)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 0.05 : 0.01;
      setPoints((list) =>
        list.map((point, i) => (i === index ? { ...point, ...nudge(point, ...arrow, step) } : point)),
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      save(pointsRef.current.filter((_, i) => i !== index));
    }
  }

  function onKeyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (ARROWS[event.key]) save(pointsRef.current);
  }

  function choose(line: DesignLineView) {
    if (!pending) return;
    save([...pointsRef.current, { lineId: line.id, ...pending }]);
    setPending(null);
  }

  return (
    <div data-testid="design-board-editor">
      <p className="mb-3 text-sm text-ink-muted">{t('project_design.editor.hint')}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click places a point; keyboards use the "place a point" button below */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        ref={pictureRef}
        className="relative cursor-crosshair touch-manipulation rounded-lg bg-surface-muted select-none"
        onClick={onPictureClick}
        data-testid="design-editor-picture"
      >
        <img
          src={image.url}
          alt={name || t('project_design.board_untitled')}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          draggable={false}
          className="block h-auto w-full rounded-lg"
        />
        {points.map((point, index) => {
          const line = lineById.get(point.lineId);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the board's list
              key={index}
              type="button"
              className={`${markerClasses} absolute -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:cursor-grabbing`}
              style={{ left: toPercent(point.x), top: toPercent(point.y) }}
              aria-label={t('project_design.editor.point_label', {
                number: index + 1,
                name: line?.name ?? '',
              })}
              data-testid="design-editor-point"
              onClick={(event) => event.stopPropagation()}
              onPointerDown={(event) => onPointerDown(event, index)}
              onPointerMove={(event) => onPointerMove(event, index)}
              onPointerUp={(event) => onPointerUp(event, index)}
              onPointerCancel={() => {
                drag.current = null;
                setPoints(pointsRef.current);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onKeyUp={onKeyUp}
            >
              {index + 1}
            </button>
          );
        })}
        {pending ? (
          <span
            className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-accent bg-white/70"
            style={{ left: toPercent(pending.x), top: toPercent(pending.y) }}
            aria-hidden="true"
          />
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="text-sm font-medium text-accent hover:text-accent-hover"
          onClick={() => setPending({ x: 0.5, y: 0.5 })}
        >
          {t('project_design.editor.place_center')}
        </button>
        {fetcher.state !== 'idle' ? (
          <span className="text-sm text-ink-muted" role="status">
            {t('project_design.editor.saving')}
          </span>
        ) : null}
      </div>

      {pending ? (
        <div
          role="dialog"
          aria-labelledby={chooserId}
          className="mt-3 rounded-lg border border-line bg-surface p-4 shadow-sm"
          data-testid="design-point-chooser"
        >
          <p id={chooserId} className="mb-3 text-sm font-medium">
            {t('project_design.editor.choose_product', { number: points.length + 1 })}
          </p>
          {lines.length === 0 ? (
            <p className="text-sm text-ink-muted">
              {t('project_design.editor.no_products')}{' '}
              <a href={productsHref} className="font-medium text-accent hover:text-accent-hover">
                {t('project_design.editor.to_products')}
              </a>
            </p>
          ) : (
            <ul className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2">
              {lines.map((line) => (
                <li key={line.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-md p-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent"
                    onClick={() => choose(line)}
                    data-testid="design-chooser-line"
                    data-sku={line.sku}
                  >
                    <LineThumb line={line} size="sm" />
                    <span className="min-w-0">
                      <span className="line-clamp-1 font-medium">{line.name}</span>
                      <LinePrice line={line} className="text-ink-muted" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="mt-3 text-sm font-medium text-ink-muted hover:text-ink"
            onClick={() => setPending(null)}
          >
            {t('project_design.editor.cancel')}
          </button>
        </div>
      ) : null}

      {fetcher.data && !fetcher.data.ok ? (
        <div className="mt-3">
          <FormMessageAlert message={fetcher.data.message} />
        </div>
      ) : null}

      {points.length > 0 ? (
        <ol
          className="mt-4 divide-y divide-line border-y border-line"
          aria-label={t('project_design.legend')}
        >
          {points.map((point, index) => {
            const line = lineById.get(point.lineId);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the board's list
                key={index}
                className="flex items-center gap-3 py-2 text-sm"
                data-testid="design-editor-row"
              >
                <span className={`${markerBase} size-6 shrink-0 text-xs`} aria-hidden="true">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate">{line?.name}</span>
                <button
                  type="button"
                  className="shrink-0 font-medium text-ink-muted hover:text-error"
                  onClick={() => save(pointsRef.current.filter((_, i) => i !== index))}
                  aria-label={t('project_design.editor.remove_point_label', { number: index + 1 })}
                >
                  {t('project_design.editor.remove_point')}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
