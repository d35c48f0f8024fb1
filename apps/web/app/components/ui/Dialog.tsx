// A centred modal dialog. `dismissable={false}` is for choices the shopper must make (the first
// visit's region and currency): no close button, and Escape and backdrop clicks do nothing.
import { type ReactNode, useId, useRef } from 'react';
import { CloseButton } from './CloseButton';
import { useOverlay } from './use-overlay';

interface DialogProps {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  dismissable?: boolean;
  /** Test and styling hook naming the dialog. */
  name: string;
}

export function Dialog({ title, children, onClose, dismissable = true, name }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = dismissable ? onClose : undefined;
  useOverlay(panel, close);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4" data-dialog={name}>
      <div className="absolute inset-0 animate-fade-in bg-black/50" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-full w-full max-w-[600px] animate-fade-in overflow-y-auto rounded-xl bg-surface-raised p-6 shadow-2xl outline-none xs:p-8"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-medium">
            {title}
          </h2>
          {close ? <CloseButton onClick={close} className="-mt-1" /> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
