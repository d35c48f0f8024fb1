import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddDesignElementDocument } from './graphql/generated';
import { buildMultipartBody, requestGraphQLMultipart } from './graphql.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the GraphQL multipart request', () => {
  it('puts operations first, then the map, then each file, with null where the file goes', async () => {
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const body = buildMultipartBody(
      'mutation M($input: In!) { m(input: $input) }',
      { projectId: 7, input: { element_type: 'IMAGE_BOARD', name: 'Hall', image: 'placeholder' } },
      [{ path: 'input.image', file: picture, fileName: 'hall.png' }],
    );
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(body.get('operations')))).toEqual({
      query: 'mutation M($input: In!) { m(input: $input) }',
      variables: { projectId: 7, input: { element_type: 'IMAGE_BOARD', name: 'Hall', image: null } },
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ '0': ['variables.input.image'] });
    const file = body.get('0') as File;
    expect(file.name).toBe('hall.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('numbers several files in order and steps into lists', () => {
    const body = buildMultipartBody('q', { files: [null, null] }, [
      { path: 'files.0', file: new Blob(['a']), fileName: 'a.txt' },
      { path: 'files.1', file: new Blob(['b']), fileName: 'b.txt' },
    ]);
    expect(JSON.parse(String(body.get('map')))).toEqual({
      '0': ['variables.files.0'],
      '1': ['variables.files.1'],
    });
    expect([...body.keys()]).toEqual(['operations', 'map', '0', '1']);
  });

  it('refuses a file path that leads nowhere in the variables', () => {
    expect(() =>
      buildMultipartBody('q', { input: null }, [
        { path: 'input.image', file: new Blob(['a']), fileName: 'a' },
      ]),
    ).toThrow('No variable at input.image');
  });

  it('sends the preflight header and lets fetch write the multipart content type', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { addDesignElementToProject: null } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await requestGraphQLMultipart(AddDesignElementDocument, {
      variables: { projectId: 3, input: { element_type: 'IMAGE_BOARD' } },
      uploads: [{ path: 'input.image', file: new Blob(['x']), fileName: 'x.png' }],
      scope: { store: 'ru', authToken: 'tok' },
    });
    expect(result).toEqual({ ok: true, data: { addDesignElementToProject: null } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('GraphQL-Preflight')).toBe('1');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Store')).toBe('ru');
    expect(headers.get('Content-Type')).toBeNull();
    expect(init.body).toBeInstanceOf(FormData);
    const operations = JSON.parse(String((init.body as FormData).get('operations')));
    expect(operations.query).toContain('mutation AddDesignElement');
    expect(operations.variables).toEqual({
      projectId: 3,
      input: { element_type: 'IMAGE_BOARD', image: null },
    });
  });
});
