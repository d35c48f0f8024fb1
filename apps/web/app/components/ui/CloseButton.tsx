// The close (×) button of dialogs and drawers, labelled for screen readers.
import { useTranslation } from '~/i18n/react';
import { CloseIcon } from './icons';

export function CloseButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-mr-2 rounded-md p-2 text-ink-muted hover:bg-surface-muted hover:text-ink ${className}`}
      aria-label={t('common.close')}
    >
      <CloseIcon />
    </button>
  );
}
