// A ticket's thread as a timeline, oldest first: messages as bubbles (the reader's own on the
// right, tinted), events (status, manager, rating changes) as quiet lines between them. Messages
// that were unread when the page opened are marked "new". Attachments show a file-type icon, the
// name and the size and download through the storefront (its Content-Disposition names the file).
import { useTranslation } from '~/i18n/react';
import { formatFileSize } from './attachment-rules';
import { FileKindIcon } from './helpdesk-icons';
import { type AttachmentView, formatTicketTime, type TimelineEntry } from './helpdesk-view';

function Attachments({ files }: { files: AttachmentView[] }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1.5" aria-label={t('helpdesk.attachments.list')}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.href}
            className="inline-flex max-w-full items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm hover:border-accent"
            data-testid="attachment-link"
          >
            <FileKindIcon kind={file.kind} className="size-5 shrink-0 text-accent" />
            <span className="min-w-0 truncate font-medium">{file.fileName}</span>
            <span className="shrink-0 text-xs text-ink-muted">
              {formatFileSize(file.size, i18n.language)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Message({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={`flex ${entry.isOwn ? 'justify-end' : 'justify-start'}`}
      data-testid="thread-message"
      data-own={entry.isOwn}
      data-message-id={entry.id}
    >
      <article
        className={`w-full max-w-[34rem] rounded-xl border p-4 ${
          entry.isOwn ? 'border-accent/30 bg-accent-soft' : 'border-line bg-surface'
        }`}
      >
        <header className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="font-medium">{entry.isOwn ? t('helpdesk.thread.you') : entry.authorName}</span>
          {entry.fromManager && !entry.isOwn ? (
            <span className="text-xs text-ink-muted">{t('helpdesk.thread.manager')}</span>
          ) : null}
          <time className="text-xs text-ink-muted" dateTime={`${entry.createdAt.replace(' ', 'T')}Z`}>
            {formatTicketTime(entry.createdAt, i18n.language)}
          </time>
          {entry.wasUnread ? (
            <span
              className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-white"
              data-testid="message-new"
            >
              {t('helpdesk.thread.new')}
            </span>
          ) : null}
        </header>
        <p className="text-sm break-words whitespace-pre-line">{entry.content}</p>
        <Attachments files={entry.attachments} />
      </article>
    </li>
  );
}

function Event({ entry }: { entry: TimelineEntry }) {
  const { i18n } = useTranslation();
  return (
    <li className="flex justify-center" data-testid="thread-event">
      <p className="rounded-full bg-surface-muted px-3 py-1 text-center text-xs text-ink-muted">
        {entry.content}
        {entry.authorName ? ` · ${entry.authorName}` : ''} ·{' '}
        {formatTicketTime(entry.createdAt, i18n.language)}
      </p>
    </li>
  );
}

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-4" aria-label={t('helpdesk.thread.timeline')} data-testid="thread-timeline">
      {entries.map((entry) =>
        entry.kind === 'event' ? (
          <Event key={entry.id} entry={entry} />
        ) : (
          <Message key={entry.id} entry={entry} />
        ),
      )}
    </ol>
  );
}
