import { describe, expect, it } from 'vitest';
import type { ProjectMediaSettings } from './settings.ts';
import { checkSignedLink, signedMediaUrl } from './signed-url.ts';

const settings: ProjectMediaSettings = {
  dir: '/nowhere',
  secret: 'a-test-secret-that-is-long-enough-to-sign',
  publicUrl: 'https://api.example.test/',
  linkSeconds: 3600,
  catalogMediaDir: '/nowhere',
};
const FILE = 'images/0123456789abcdef0123456789abcdef.jpg';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

function parse(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname.replace('/project-media/', ''), query: parsed.searchParams };
}

describe('signed project media links', () => {
  it('are built from the public API URL and accepted until they expire', () => {
    const url = signedMediaUrl(settings, FILE, NOW);
    expect(url.startsWith(`https://api.example.test/project-media/${FILE}?expires=`)).toBe(true);
    const { path, query } = parse(url);
    expect(checkSignedLink(settings, path, query, NOW)).toMatchObject({ ok: true, file: FILE });
    const expires = Number(query.get('expires'));
    // At least the configured lifetime, rounded up to ten minutes so a reader's URL stays the same a while.
    expect(expires * 1000).toBeGreaterThanOrEqual(NOW + 3600_000);
    expect(expires % 600).toBe(0);
    expect(checkSignedLink(settings, path, query, expires * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a changed expiry, another file, another secret and a malformed path', () => {
    const { path, query } = parse(signedMediaUrl(settings, FILE, NOW));
    const later = new URLSearchParams(query);
    later.set('expires', String(Number(query.get('expires')) + 86_400));
    expect(checkSignedLink(settings, path, later, NOW)).toEqual({ ok: false, reason: 'forged' });
    const other = 'images/ffffffffffffffffffffffffffffffff.jpg';
    expect(checkSignedLink(settings, other, query, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(
      checkSignedLink({ ...settings, secret: 'another-secret-that-is-long-enough-too' }, path, query, NOW),
    ).toEqual({
      ok: false,
      reason: 'forged',
    });
    for (const bad of ['../etc/passwd', 'images/%2e%2e.jpg', `${FILE}/x`, 'images/ABC.jpg', '']) {
      expect(checkSignedLink(settings, bad, query, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(checkSignedLink(settings, path, new URLSearchParams({ expires: 'soon' }), NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
