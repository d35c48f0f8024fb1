// The transport of uploads and project files (decision 0031): a multipart POST runs only with
// `GraphQL-Preflight: 1`, carries at most five files (decision 0034) in a bounded body, and
// /project-media/ answers only links the API signed.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

function multipart(query: string, files: Blob[] = [], variables: Record<string, unknown> = {}) {
  const form = new FormData();
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  files.forEach((_, i) => {
    vars[`f${i}`] = null;
    map[String(i)] = [`variables.f${i}`];
  });
  form.set('operations', JSON.stringify({ query, variables: vars }));
  form.set('map', JSON.stringify(map));
  for (const [i, file] of files.entries()) form.set(String(i), file, `picture-${i}.png`);
  return form;
}

describe('multipart uploads', () => {
  it('are refused without the GraphQL-Preflight header, as any form post from another site is', async () => {
    const response = await fetch(api.url, { method: 'POST', body: multipart('{ __typename }') });
    const body = (await response.json()) as {
      errors: { message: string; extensions: { category: string } }[];
    };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toBe('Request content type must be application/json');
    expect(body.errors[0]?.extensions.category).toBe('graphql-input');
    const wrongValue = await fetch(api.url, {
      method: 'POST',
      headers: { 'GraphQL-Preflight': 'yes' },
      body: multipart('{ __typename }'),
    });
    expect(wrongValue.status).toBe(400);
  });

  it('run with GraphQL-Preflight: 1, following the GraphQL multipart request convention', async () => {
    const response = await fetch(api.url, {
      method: 'POST',
      headers: { 'GraphQL-Preflight': '1' },
      body: multipart('{ storeConfig { store_code } }'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'ru' } } });
  });

  it('may come from the storefront’s origin: its preflight allows the header, another origin’s does not', async () => {
    const preflight = (origin: string) =>
      fetch(api.url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'graphql-preflight, authorization',
        },
      });
    const own = await preflight('http://localhost:3000');
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(own.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('graphql-preflight');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('take at most five files per request: a 6th is refused before anything runs', async () => {
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    // One board picture per file, as a guest: the operation runs (and is refused for the guest).
    const upload = (count: number) => {
      const indexes = Array.from({ length: count }, (_, i) => i);
      const variables = indexes.map((i) => `$f${i}: Upload`).join(', ');
      const boards = indexes
        .map(
          (i) => `b${i}: addDesignElementToProject(project_id: 1, input: { image: $f${i} }) { project_id }`,
        )
        .join(' ');
      return fetch(api.url, {
        method: 'POST',
        headers: { 'GraphQL-Preflight': '1' },
        body: multipart(`mutation (${variables}) { ${boards} }`, Array(count).fill(file)),
      });
    };
    type Answer = { errors: { message: string; extensions: { category: string } }[] };
    const five = (await (await upload(5)).json()) as Answer;
    expect(five.errors.map((e) => e.extensions.category)).toEqual(Array(5).fill('graphql-authorization'));
    const six = (await (await upload(6)).json()) as Answer;
    expect(six.errors).toEqual([
      {
        message: 'A message takes at most 5 files; send the others in another reply.',
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      },
    ]);
  });

  it('refuse a body over 5 × 10 MB and 1 MB of fields before reading it into a request', async () => {
    // Five attachments of 10 MB each with their fields fit; 51 MB and a byte more do not.
    const tenMb = new Blob([new Uint8Array(10 * 1024 * 1024)], { type: 'application/pdf' });
    const fits = await fetch(api.url, {
      method: 'POST',
      headers: { 'GraphQL-Preflight': '1' },
      body: multipart('query ($f0: Upload) { __typename }', Array(5).fill(tenMb)),
    });
    expect(fits.status).not.toBe(413);
    expect(((await fits.json()) as { errors: { message: string }[] }).errors[0]?.message).not.toMatch(
      /too large/,
    );
    const big = new Blob([new Uint8Array(51 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const response = await fetch(api.url, {
      method: 'POST',
      headers: { 'GraphQL-Preflight': '1' },
      body: multipart('query ($f0: Upload) { __typename }', [big]),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(response.status).toBe(413);
    expect(body.errors[0]?.message).toBe(
      'The upload is too large: send a picture of at most 15 MB, or at most 5 files of 10 MB each.',
    );
  });

  it('keep JSON requests to their own, smaller limit even with the header', async () => {
    const padding = 'x'.repeat(1_100_000);
    const response = await api.post(JSON.stringify({ query: `{ __typename } # ${padding}` }), {
      'GraphQL-Preflight': '1',
    });
    expect(response.status).toBe(413);
  });
});

describe('project files', () => {
  it('are refused without a valid signature, with no hint of whether the file exists', async () => {
    const base = api.url.replace('/graphql', '/project-media/');
    for (const path of [
      'images/0123456789abcdef0123456789abcdef.jpg',
      'images/0123456789abcdef0123456789abcdef.jpg?expires=9999999999&signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'images%2F..%2F..%2Fpglite.jpg?expires=9999999999&signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const response = await fetch(base + path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const post = await fetch(`${base}images/0123456789abcdef0123456789abcdef.jpg`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
