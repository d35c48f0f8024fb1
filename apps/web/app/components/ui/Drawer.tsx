// The one drawer of the storefront (main menu, customer, secondary): a modal side panel with a
// heading, a close button, Escape and backdrop click to close.
import { type ReactNode, useId, useRef } from 'react';
import { CloseButton } from './CloseButton';
import { useOverlay } from './use-overlay';

interface DrawerProps {
  title: string;
  side?: 'left' | 'right';
  onClose: () => void;
  children: ReactNode;
  /** Test and styling hook naming the drawer (main, customer, secondary). */
  name: string;
}

export function Drawer({ title, side = 'right', onClose, children, name }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useOverlay(panel, onClose);
  const position = side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right';

  return (
    <div className="fixed inset-0 z-50" data-drawer={name}>
      <div className="absolute inset-0 animate-fade-in bg-black/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`absolute top-0 ${position} flex h-full w-full max-w-md flex-col bg-surface-raised shadow-2xl outline-none`}
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-4">
          <h2 id={titleId} className="text-lg font-medium">
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-6">{children}</div>
      </div>
    </div>
  );
}
