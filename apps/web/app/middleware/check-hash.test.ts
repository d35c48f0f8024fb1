import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';
import { readInviteHashes } from './check-hash';

function flashOf(response: Response): unknown {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('flash='));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('flash='.length))) : null;
}

describe('the check-hash guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a guest’s invite hashes in short-lived HttpOnly cookies and opens the sign-in drawer', async () => {
    const run = await runGuard(
      'check-hash',
      'http://shop.test/int/sofa.html?projectHash=p-123_ABC&estimateHash=e456&x=1',
    );
    expect(run.passed).toBe(false);
    expect(run.response.status).toBe(302);
    expect(run.response.headers.get('Location')).toBe('/int/sofa.html?x=1');
    const cookies = run.response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^project_hash=p-123_ABC; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^estimate_hash=e456;.*HttpOnly/);
    expect(flashOf(run.response)).toEqual({
      type: 'notice',
      key: 'project.invite.sign_in_first',
      drawer: 'signIn',
    });
  });

  it('accepts the invite of a signed-in customer and opens the project with a success message', async () => {
    const sent = stubGraphQL({
      AcceptProjectInvite: { data: { acceptedInvite: { project_id: 7, name: 'Loft' } } },
    });
    const run = await runGuard('check-hash', 'http://shop.test/int/?projectHash=abc', {
      cookie: 'auth_token=token-123',
    });
    expect(sent.map((request) => [request.operation, request.variables])).toEqual([
      ['AcceptProjectInvite', { hash: 'abc' }],
    ]);
    expect(run.response.headers.get('Location')).toBe('/int/customer/account/projects/7');
    expect(run.response.headers.getSetCookie()[0]).toMatch(/^project_hash=; Max-Age=0/);
    expect(flashOf(run.response)).toEqual({
      type: 'success',
      key: 'project.invite.accepted',
      values: { name: 'Loft' },
    });
  });

  it('accepts a kept invite on the first page after signing in', async () => {
    stubGraphQL({ AcceptProjectInvite: { data: { acceptedInvite: { project_id: 9, name: 'Office' } } } });
    const run = await runGuard('check-hash', 'http://shop.test/int/customer/account/', {
      cookie: 'auth_token=token-123; project_hash=kept',
    });
    expect(run.response.headers.get('Location')).toBe('/int/customer/account/projects/9');
  });

  it('leaves a prefetch alone: no invite is accepted or kept by a page the browser only prefetches', async () => {
    const sent = stubGraphQL({
      AcceptProjectInvite: { data: { acceptedInvite: { project_id: 9, name: 'Office' } } },
    });
    const prefetches: Record<string, string>[] = [{ 'Sec-Purpose': 'prefetch' }, { Purpose: 'prefetch' }];
    for (const headers of prefetches) {
      const kept = await runGuard('check-hash', 'http://shop.test/int/kids.data', {
        cookie: 'auth_token=token-123; project_hash=kept',
        headers,
      });
      expect(kept.passed).toBe(true);
      const guest = await runGuard('check-hash', 'http://shop.test/int/?projectHash=abc', { headers });
      expect(guest.passed).toBe(true);
    }
    expect(sent).toEqual([]);
  });

  it('shows a refused invite as an error message on the page, without the hash, and forgets it', async () => {
    stubGraphQL({
      AcceptProjectInvite: {
        errors: [{ message: 'This invite has expired.', extensions: { category: 'graphql-input' } }],
      },
    });
    const run = await runGuard('check-hash', 'http://shop.test/int/categories?projectHash=old', {
      cookie: 'auth_token=token-123',
    });
    expect(run.response.headers.get('Location')).toBe('/int/categories');
    expect(run.response.headers.getSetCookie()[0]).toMatch(/^project_hash=; Max-Age=0/);
    expect(flashOf(run.response)).toEqual({ type: 'error', text: 'This invite has expired.' });
  });

  it('sends a refused kept invite of a data request to the page, not to its data', async () => {
    stubGraphQL({
      AcceptProjectInvite: {
        errors: [
          { message: 'This invite has already been used.', extensions: { category: 'graphql-input' } },
        ],
      },
    });
    // React Router hands loaders a data request's URL without `.data` but with its `_routes`.
    const run = await runGuard('check-hash', 'http://shop.test/int?_routes=website%2Croutes%2Fhome&p=2', {
      cookie: 'auth_token=token-123; project_hash=kept',
    });
    expect(run.response.headers.get('Location')).toBe('/int?p=2');
  });

  it('accepts an estimate invite and opens the estimate inside its project', async () => {
    const sent = stubGraphQL({
      AcceptEstimateInvite: { data: { acceptedInviteForEstimate: { id: 12, project_id: 7 } } },
    });
    const run = await runGuard('check-hash', 'http://shop.test/int/?estimateHash=e-123', {
      cookie: 'auth_token=token-123',
    });
    expect(sent.map((request) => [request.operation, request.variables])).toEqual([
      ['AcceptEstimateInvite', { hash: 'e-123' }],
    ]);
    expect(run.response.headers.get('Location')).toBe('/int/customer/account/projects/7/estimates/12');
    expect(run.response.headers.getSetCookie()[0]).toMatch(/^estimate_hash=; Max-Age=0/);
    expect(flashOf(run.response)).toEqual({ type: 'success', key: 'estimate.invite.accepted' });
  });

  it('opens an accepted estimate without a project among the account’s estimates', async () => {
    stubGraphQL({
      AcceptEstimateInvite: { data: { acceptedInviteForEstimate: { id: 4, project_id: null } } },
    });
    const run = await runGuard('check-hash', 'http://shop.test/int/customer/account/', {
      cookie: 'auth_token=token-123; estimate_hash=kept',
    });
    expect(run.response.headers.get('Location')).toBe('/int/customer/account/estimates/4');
  });

  it('shows a refused estimate invite as an error on the page without the hash', async () => {
    stubGraphQL({
      AcceptEstimateInvite: {
        errors: [{ message: 'This invite was already used.', extensions: { category: 'graphql-input' } }],
      },
    });
    const run = await runGuard('check-hash', 'http://shop.test/int/categories?estimateHash=used&x=1', {
      cookie: 'auth_token=token-123',
    });
    expect(run.response.headers.get('Location')).toBe('/int/categories?x=1');
    expect(flashOf(run.response)).toEqual({ type: 'error', text: 'This invite was already used.' });
  });

  it('asks a guest with an estimate invite to sign in to open the estimate', async () => {
    const run = await runGuard('check-hash', 'http://shop.test/int/?estimateHash=e456');
    expect(run.response.headers.getSetCookie()[0]).toMatch(/^estimate_hash=e456;.*HttpOnly/);
    expect(flashOf(run.response)).toEqual({
      type: 'notice',
      key: 'estimate.invite.sign_in_first',
      drawer: 'signIn',
    });
  });

  it('passes without hashes, ignores values that cannot be a hash and leaves posts alone', async () => {
    const plain = await runGuard('check-hash', 'http://shop.test/int/');
    expect(plain.passed).toBe(true);
    expect(plain.response.headers.getSetCookie()).toEqual([]);
    const odd = await runGuard(
      'check-hash',
      `http://shop.test/int/?projectHash=${encodeURIComponent('a;b=c')}&estimateHash=${'x'.repeat(129)}`,
    );
    expect(odd.passed).toBe(true);
    expect(odd.response.headers.getSetCookie()).toEqual([]);
  });

  it('reads the kept hashes back, the query winning over the cookies', () => {
    const request = new Request('http://shop.test/int/?estimateHash=fresh', {
      headers: { Cookie: 'project_hash=kept; estimate_hash=old' },
    });
    expect(readInviteHashes(request)).toEqual({ projectHash: 'kept', estimateHash: 'fresh' });
  });
});
