import { describe, expect, it } from 'vitest';
import {
  clampFraction,
  fractionFromPointer,
  movedBeyondThreshold,
  nudge,
  pointerFromFraction,
  popoverPlacement,
  toPercent,
} from './board-geometry';

const rect = { left: 100, top: 50, width: 800, height: 400 };

describe('points on a board picture', () => {
  it('turns a click on the picture into fractions of its width and height', () => {
    expect(fractionFromPointer(100, 50, rect)).toEqual({ x: 0, y: 0 });
    expect(fractionFromPointer(500, 250, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(fractionFromPointer(900, 450, rect)).toEqual({ x: 1, y: 1 });
    expect(fractionFromPointer(300, 150, rect)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('keeps a pointer dragged outside the picture on its edge', () => {
    expect(fractionFromPointer(20, 1000, rect)).toEqual({ x: 0, y: 1 });
    expect(fractionFromPointer(2000, -40, rect)).toEqual({ x: 1, y: 0 });
  });

  it('rounds to four decimals', () => {
    expect(fractionFromPointer(100 + 800 / 3, 50 + 400 / 7, rect)).toEqual({ x: 0.3333, y: 0.1429 });
  });

  it('answers the top-left corner for a picture with no size yet', () => {
    expect(fractionFromPointer(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('finds the same spot again at another displayed size', () => {
    const point = fractionFromPointer(740, 330, rect);
    const smaller = { left: 0, top: 0, width: 390, height: 195 };
    expect(pointerFromFraction(point, rect)).toEqual({ clientX: 740, clientY: 330 });
    expect(pointerFromFraction(point, smaller)).toEqual({ clientX: 312, clientY: 136.5 });
    expect(fractionFromPointer(312, 136.5, smaller)).toEqual(point);
  });

  it('writes fractions as CSS percentages', () => {
    expect(toPercent(0.5)).toBe('50%');
    expect(toPercent(0.12345)).toBe('12.35%');
    expect(toPercent(1.5)).toBe('100%');
  });

  it('clamps what is not a fraction', () => {
    expect(clampFraction(Number.NaN)).toBe(0);
    expect(clampFraction(-0.2)).toBe(0);
    expect(clampFraction(7)).toBe(1);
  });

  it('moves a point by keyboard steps without leaving the picture', () => {
    expect(nudge({ x: 0.5, y: 0.5 }, 1, -1)).toEqual({ x: 0.51, y: 0.49 });
    expect(nudge({ x: 0.995, y: 0.005 }, 1, -1)).toEqual({ x: 1, y: 0 });
    expect(nudge({ x: 0.5, y: 0.5 }, -1, 0, 0.1)).toEqual({ x: 0.4, y: 0.5 });
  });

  it('opens a popover towards the middle of the picture', () => {
    expect(popoverPlacement({ x: 0.2, y: 0.2 })).toEqual({ horizontal: 'right', vertical: 'down' });
    expect(popoverPlacement({ x: 0.8, y: 0.9 })).toEqual({ horizontal: 'left', vertical: 'up' });
  });

  it('tells a click from a drag by the distance the pointer moved', () => {
    expect(movedBeyondThreshold({ clientX: 10, clientY: 10 }, { clientX: 12, clientY: 12 })).toBe(false);
    expect(movedBeyondThreshold({ clientX: 10, clientY: 10 }, { clientX: 14, clientY: 10 })).toBe(true);
  });
});
