import { describe, expect, it } from 'vitest';
import { runGuard } from '~/test/run-guard';
import { readInviteHashes } from './check-hash';

describe('the check-hash guard', () => {
  it('keeps the invite hashes of the query in HttpOnly cookies and lets the page through', async () => {
    const run = await runGuard('check-hash', 'http://shop.test/int/?projectHash=p-123_ABC&estimateHash=e456');
    expect(run.passed).toBe(true);
    const cookies = run.response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^project_hash=p-123_ABC; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^estimate_hash=e456;.*HttpOnly/);
  });

  it('keeps them for a signed-in customer too (accepting invites comes with the projects work)', async () => {
    const run = await runGuard('check-hash', 'http://shop.test/int/?projectHash=abc', {
      cookie: 'auth_token=token-123',
    });
    expect(run.passed).toBe(true);
    expect(run.response.headers.getSetCookie()).toEqual([expect.stringMatching(/^project_hash=abc;/)]);
  });

  it('sets nothing without hashes and ignores values that cannot be a hash', async () => {
    const plain = await runGuard('check-hash', 'http://shop.test/int/');
    expect(plain.passed).toBe(true);
    expect(plain.response.headers.getSetCookie()).toEqual([]);
    const odd = await runGuard(
      'check-hash',
      `http://shop.test/int/?projectHash=${encodeURIComponent('a;b=c')}&estimateHash=${'x'.repeat(129)}`,
    );
    expect(odd.response.headers.getSetCookie()).toEqual([]);
  });

  it('reads the kept hashes back, the query winning over the cookies', () => {
    const request = new Request('http://shop.test/int/?estimateHash=fresh', {
      headers: { Cookie: 'project_hash=kept; estimate_hash=old' },
    });
    expect(readInviteHashes(request)).toEqual({ projectHash: 'kept', estimateHash: 'fresh' });
  });
});
