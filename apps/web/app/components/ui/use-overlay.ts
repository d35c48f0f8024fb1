// Behaviour shared by drawers and dialogs: focus moves into the panel and back to where it was,
// Escape closes (when the overlay may be dismissed), and the page behind does not scroll.
// The page content itself is made inert by the shell while an overlay is open.
import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

export function useOverlay(panel: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [panel]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A non-dismissable overlay swallows Escape so nothing behind it reacts either.
      event.preventDefault();
      onEscape?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);
}
