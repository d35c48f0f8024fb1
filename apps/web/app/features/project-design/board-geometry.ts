// Where points sit on a board's picture. The API keeps them as fractions (0–1) of the picture's
// width and height, so they stay on the same spot at any displayed size; the browser works in
// pixels of the picture's box on screen.

export interface BoardPoint {
  x: number;
  y: number;
}

/** The picture's box on screen, as getBoundingClientRect gives it. */
export interface BoxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Four decimals: a tenth of a pixel on a 1,000-pixel picture, and a short request. */
function roundFraction(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return roundFraction(Math.min(1, Math.max(0, value)));
}

/** The fractions of a pointer position (clientX/clientY) on the picture; outside it, its edge. */
export function fractionFromPointer(clientX: number, clientY: number, rect: BoxRect): BoardPoint {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clampFraction((clientX - rect.left) / rect.width),
    y: clampFraction((clientY - rect.top) / rect.height),
  };
}

/** The pointer position (clientX/clientY) of a point on the picture: the inverse of fractionFromPointer. */
export function pointerFromFraction(point: BoardPoint, rect: BoxRect): { clientX: number; clientY: number } {
  return { clientX: rect.left + point.x * rect.width, clientY: rect.top + point.y * rect.height };
}

/** A fraction as a CSS percentage for `left`/`top`. */
export function toPercent(fraction: number): string {
  return `${Number((clampFraction(fraction) * 100).toFixed(2))}%`;
}

/** A point moved by a keyboard step (arrow keys): `step` is a fraction of the picture. */
export function nudge(point: BoardPoint, dx: number, dy: number, step = 0.01): BoardPoint {
  return { x: clampFraction(point.x + dx * step), y: clampFraction(point.y + dy * step) };
}

/**
 * Which side of its point a popover opens on, so it stays over the picture: points in the right
 * half open it to the left, points in the lower half above.
 */
export function popoverPlacement(point: BoardPoint): {
  horizontal: 'left' | 'right';
  vertical: 'up' | 'down';
} {
  return { horizontal: point.x > 0.5 ? 'left' : 'right', vertical: point.y > 0.5 ? 'up' : 'down' };
}

/** A pointer that moved less than this many pixels between down and up clicked rather than dragged. */
export const DRAG_THRESHOLD_PX = 4;

export function movedBeyondThreshold(
  start: { clientX: number; clientY: number },
  end: { clientX: number; clientY: number },
): boolean {
  return Math.hypot(end.clientX - start.clientX, end.clientY - start.clientY) >= DRAG_THRESHOLD_PX;
}
