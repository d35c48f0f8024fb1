import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/i18n-messages';
import { loadMessages, messagesUrl, messagesVersion } from './load-messages.server';
import { messagesPath, parseMessagesFile } from './messages-path';

const get = (file: string) =>
  loader({ params: { file } } as unknown as Parameters<typeof loader>[0]) as Response;

describe('the messages file of a language', () => {
  it('is named by locale and a version of its content', () => {
    const url = messagesUrl('ru-RU');
    expect(url).toMatch(/^\/i18n\/ru-RU\.[0-9a-f]{10}\.json$/);
    expect(messagesVersion('ru-RU')).not.toBe(messagesVersion('en-US'));
    expect(parseMessagesFile(url.slice('/i18n/'.length))).toEqual({
      locale: 'ru-RU',
      version: messagesVersion('ru-RU'),
    });
  });

  it('names nothing for another locale or a malformed name', () => {
    for (const file of [
      'fr-FR.0123456789.json',
      'en-US.json',
      'en-US.0123456789.js',
      '../en-US.0123456789.json',
    ]) {
      expect(parseMessagesFile(file), file).toBeUndefined();
    }
  });

  it('serves the language’s messages, cached for a year under the current version', async () => {
    const response = get(messagesUrl('es-ES').slice('/i18n/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual(loadMessages('es-ES').messages);
  });

  it('serves the current messages uncached under an older version (a page from before a deployment)', async () => {
    const response = get(messagesPath('en-GB', '0000000000').slice('/i18n/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(loadMessages('en-GB').messages);
  });

  it('answers 404 for a name that is not a messages file', () => {
    expect(get('fr-FR.0123456789.json').status).toBe(404);
  });
});
