// GET /i18n/<locale>.<version>.json: one interface language's messages for the browser, which
// fetches them before the page hydrates (decision 0046). The version is a hash of the content, so
// the current version is cached for a year; an older one (a page rendered before a deployment) gets
// the current messages, not to be cached.
import { messagesFile } from '~/i18n/load-messages.server';
import { parseMessagesFile } from '~/i18n/messages-path';
import type { Route } from './+types/i18n-messages';

export function loader({ params }: Route.LoaderArgs) {
  const file = parseMessagesFile(params.file);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const current = messagesFile(file.locale);
  return new Response(current.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': file.version === current.version ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
