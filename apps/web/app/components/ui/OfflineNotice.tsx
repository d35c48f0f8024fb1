// A visible notice while the browser is offline (online/offline events).
import { useSyncExternalStore } from 'react';
import { useTranslation } from '~/i18n/react';
import { WifiOffIcon } from './icons';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex items-center justify-center gap-2 bg-primary px-4 py-3 text-sm text-surface"
    >
      <WifiOffIcon className="size-5 shrink-0" />
      {t('network.offline')}
    </div>
  );
}
