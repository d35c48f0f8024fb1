// The search box's suggestion list as a WAI-ARIA combobox (listbox popup): which option is active
// and what a key does. Pure, so it is unit-tested; SearchBox.tsx applies the result.

/** Suggestions start with the second character typed. */
export const SUGGEST_MIN_LENGTH = 2;
/** The pause after the last keystroke before the storefront is asked. */
export const SUGGEST_DEBOUNCE_MS = 180;

export interface ComboboxState {
  open: boolean;
  /** Index of the active option (aria-activedescendant); -1 when none (focus stays "in" the input). */
  active: number;
}

export type ComboboxEffect =
  /** Nothing for the page to do; the key was handled (prevent the browser's default). */
  | { kind: 'handled' }
  /** Not ours: let the browser do its default (typing, submitting the form). */
  | { kind: 'default' }
  /** Open the active option's page. */
  | { kind: 'follow'; index: number };

export const CLOSED: ComboboxState = { open: false, active: -1 };

/**
 * One key in the input. ArrowDown/ArrowUp open the list and move through the options (wrapping);
 * Enter follows the active option, or (none active) submits the search; Escape closes the list
 * (a second Escape is the browser's: it clears a search input).
 */
export function comboboxKey(
  state: ComboboxState,
  key: string,
  count: number,
): { state: ComboboxState; effect: ComboboxEffect } {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { state, effect: { kind: 'default' } };
      if (!state.open) return { state: { open: true, active: 0 }, effect: { kind: 'handled' } };
      return { state: { open: true, active: (state.active + 1) % count }, effect: { kind: 'handled' } };
    case 'ArrowUp':
      if (count === 0) return { state, effect: { kind: 'default' } };
      if (!state.open) return { state: { open: true, active: count - 1 }, effect: { kind: 'handled' } };
      return {
        state: { open: true, active: state.active <= 0 ? count - 1 : state.active - 1 },
        effect: { kind: 'handled' },
      };
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count) {
        return { state: CLOSED, effect: { kind: 'follow', index: state.active } };
      }
      return { state: CLOSED, effect: { kind: 'default' } };
    case 'Escape':
      if (state.open) return { state: CLOSED, effect: { kind: 'handled' } };
      return { state, effect: { kind: 'default' } };
    case 'Home':
    case 'End':
      // Home and End move the caret in the input (the pattern's optional list keys are left out).
      return { state, effect: { kind: 'default' } };
    default:
      return { state, effect: { kind: 'default' } };
  }
}

/**
 * A request that may still answer after a newer one: only the answer to the latest term is shown
 * (earlier ones are aborted, and an answer that arrives anyway is dropped).
 */
export function createLatestOnly() {
  let current: AbortController | null = null;
  let serial = 0;
  return {
    /** Starts a request; `isLatest()` tells, when it answers, whether it is still the newest. */
    start(): { signal: AbortSignal; isLatest: () => boolean } {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const mine = ++serial;
      return { signal: controller.signal, isLatest: () => mine === serial && !controller.signal.aborted };
    },
    /** Forgets any request in flight (the term became too short, the box closed). */
    cancel(): void {
      current?.abort();
      current = null;
      serial++;
    },
  };
}
