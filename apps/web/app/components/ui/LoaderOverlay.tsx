// Covers the page while an operation that changes the whole shop (region, currency) is running.
import { useTranslation } from '~/i18n/react';
import { Spinner } from './Spinner';

export function LoaderOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div
      className="fixed inset-0 z-[70] flex animate-fade-in items-center justify-center bg-surface/70 backdrop-blur-[1px]"
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-10" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
