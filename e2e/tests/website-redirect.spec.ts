import { expect, request, test } from '@playwright/test';
import { UNTRUSTING_WEB_URL, WEB_URL } from './support.ts';

const RUSSIAN_IP = '77.88.8.8';

async function locationOf(baseURL: string, path: string, headers: Record<string, string> = {}) {
  const client = await request.newContext({ baseURL });
  const response = await client.get(path, { headers, maxRedirects: 0 });
  const result = { status: response.status(), location: response.headers().location };
  await client.dispose();
  return result;
}

test.describe('paths without a website', () => {
  test('"/" sends a visitor from a private address to the international website', async () => {
    expect(await locationOf(WEB_URL, '/')).toEqual({ status: 301, location: '/int/' });
  });

  test('a trusted proxy forwarding a Russian address sends the visitor to the Russian website', async () => {
    expect(await locationOf(WEB_URL, '/', { 'X-Forwarded-For': RUSSIAN_IP })).toEqual({
      status: 301,
      location: '/ru/',
    });
  });

  test('X-Forwarded-For from a client that is not a trusted proxy is ignored', async () => {
    expect(await locationOf(UNTRUSTING_WEB_URL, '/', { 'X-Forwarded-For': RUSSIAN_IP })).toEqual({
      status: 301,
      location: '/int/',
    });
  });

  test('an earlier choice in the website cookie wins over the location', async () => {
    const result = await locationOf(WEB_URL, '/', { 'X-Forwarded-For': RUSSIAN_IP, Cookie: 'website=int' });
    expect(result).toEqual({ status: 301, location: '/int/' });
  });

  test('an unknown first segment keeps its path and query under the website', async () => {
    expect(await locationOf(WEB_URL, '/living-room?sort=name')).toEqual({
      status: 301,
      location: '/int/living-room?sort=name',
    });
  });

  test('public files are served as they are, and missing ones are not redirected', async () => {
    expect((await locationOf(WEB_URL, '/favicon.svg')).status).toBe(200);
    expect((await locationOf(WEB_URL, '/logo-ru.svg')).status).toBe(200);
    expect(await locationOf(WEB_URL, '/favicon.ico')).toEqual({ status: 404, location: undefined });
    expect((await locationOf(WEB_URL, '/assets/missing-chunk.js')).status).toBe(404);
  });
});
