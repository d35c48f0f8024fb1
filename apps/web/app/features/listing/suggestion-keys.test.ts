import { describe, expect, it } from 'vitest';
import { CLOSED, comboboxKey, createLatestOnly } from './suggestion-keys';

describe('the search suggestions combobox keys', () => {
  it('opens on ArrowDown with the first option active, then moves down and wraps', () => {
    let step = comboboxKey(CLOSED, 'ArrowDown', 3);
    expect(step).toEqual({ state: { open: true, active: 0 }, effect: { kind: 'handled' } });
    step = comboboxKey(step.state, 'ArrowDown', 3);
    expect(step.state.active).toBe(1);
    step = comboboxKey({ open: true, active: 2 }, 'ArrowDown', 3);
    expect(step.state.active).toBe(0);
  });

  it('moves up from the first option (or from none) to the last one', () => {
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 4).state.active).toBe(3);
    expect(comboboxKey({ open: true, active: -1 }, 'ArrowUp', 4).state.active).toBe(3);
    expect(comboboxKey(CLOSED, 'ArrowUp', 4).state).toEqual({ open: true, active: 3 });
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowUp', 4).state.active).toBe(1);
  });

  it('leaves the arrows to the browser while there is nothing to suggest', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 0).effect).toEqual({ kind: 'default' });
  });

  it('follows the active option on Enter, else lets the form submit the search', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({
      state: CLOSED,
      effect: { kind: 'follow', index: 1 },
    });
    expect(comboboxKey({ open: true, active: -1 }, 'Enter', 3).effect).toEqual({ kind: 'default' });
    expect(comboboxKey(CLOSED, 'Enter', 3).effect).toEqual({ kind: 'default' });
  });

  it('closes on Escape, and leaves a second Escape to the browser', () => {
    expect(comboboxKey({ open: true, active: 2 }, 'Escape', 3)).toEqual({
      state: CLOSED,
      effect: { kind: 'handled' },
    });
    expect(comboboxKey(CLOSED, 'Escape', 3).effect).toEqual({ kind: 'default' });
  });

  it('lets other keys type into the box', () => {
    const state = { open: true, active: 1 };
    expect(comboboxKey(state, 'a', 3)).toEqual({ state, effect: { kind: 'default' } });
  });
});

describe('only the latest term answers', () => {
  it('aborts the earlier request and reports it as stale', () => {
    const latest = createLatestOnly();
    const first = latest.start();
    const second = latest.start();
    expect(first.signal.aborted).toBe(true);
    expect(first.isLatest()).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it('drops everything in flight on cancel', () => {
    const latest = createLatestOnly();
    const request = latest.start();
    latest.cancel();
    expect(request.signal.aborted).toBe(true);
    expect(request.isLatest()).toBe(false);
  });
});
