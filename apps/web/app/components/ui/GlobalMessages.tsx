// Global success, error and notice messages. Each one dismisses itself after a few seconds.
import { useEffect } from 'react';
import { useTranslation } from '~/i18n/react';
import type { GlobalMessage, GlobalMessageInput } from '~/lib/global-message';
import { ui, useGlobalMessages } from '~/lib/ui-store';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

export const MESSAGE_LIFETIME_MS = 6000;

const tone: Record<GlobalMessage['type'], string> = {
  success: 'border-success text-success',
  error: 'border-error text-error',
  notice: 'border-notice text-notice',
};

function MessageItem({ message }: { message: GlobalMessage }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => ui.dismissMessage(message.id), MESSAGE_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [message.id]);
  const text = 'key' in message ? t(message.key, message.values) : message.text;
  return (
    <li
      role={message.type === 'error' ? 'alert' : 'status'}
      data-message-type={message.type}
      className={`pointer-events-auto flex animate-fade-in items-start gap-3 rounded-lg border-l-4 bg-surface-raised px-4 py-3 shadow-lg ${tone[message.type]}`}
    >
      {message.type === 'success' ? (
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <p className="flex-1 text-sm text-ink">{text}</p>
      <button
        type="button"
        onClick={() => ui.dismissMessage(message.id)}
        className="-m-1 rounded p-1 text-ink-muted hover:text-ink"
        aria-label={t('messages.dismiss')}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

export function GlobalMessages() {
  const messages = useGlobalMessages();
  return (
    <ol className="pointer-events-none fixed top-4 right-4 left-4 z-[75] ml-auto flex max-w-sm flex-col gap-2 xs:left-auto">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}

/**
 * The server's messages of this response (flash messages after a form post) for a browser that
 * runs no scripts: the list above is filled by an effect, so without JavaScript these are drawn in
 * <noscript>, above the page, where they stay.
 */
export function NoScriptMessages({ messages }: { messages: readonly GlobalMessageInput[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <noscript>
      <ol className="mx-auto mt-4 flex max-w-[1440px] flex-col gap-2 px-4 xs:px-6 md:px-8">
        {messages.map((message) => (
          <li
            key={'key' in message ? message.key : message.text}
            role={message.type === 'error' ? 'alert' : 'status'}
            data-message-type={message.type}
            className={`rounded-lg border-l-4 bg-surface-raised px-4 py-3 text-sm text-ink shadow ${tone[message.type]}`}
          >
            {'key' in message ? t(message.key, message.values) : message.text}
          </li>
        ))}
      </ol>
    </noscript>
  );
}
