import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, pictureProblem, readDesignRequest, readImageMap } from './design-form';

function form(fields: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) data.append(name, item);
    else if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, 'room.png');
  }
  return data;
}

describe('the design tab’s requests', () => {
  it('reads an upload with its picture and name', () => {
    const picture = new File([new Uint8Array(10)], 'room.png', { type: 'image/png' });
    const data = new FormData();
    data.append('intent', 'add-board');
    data.append('name', ' Living room ');
    data.append('image', picture);
    const read = readDesignRequest(data);
    expect(read.ok && read.request).toMatchObject({ intent: 'add-board', name: 'Living room' });
    expect(read.ok && read.request.intent === 'add-board' && read.request.file.name).toBe('room.png');
  });

  it('refuses an upload without a file, an empty one, a huge one or one that is not a picture', () => {
    expect(readDesignRequest(form({ intent: 'add-board' }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.no_file' },
    });
    expect(pictureProblem({ size: 0, type: 'image/png' })).toBe('project_design.errors.no_file');
    expect(pictureProblem({ size: MAX_PICTURE_BYTES + 1, type: 'image/png' })).toBe(
      'project_design.errors.too_large',
    );
    expect(pictureProblem({ size: 10, type: 'text/html' })).toBe('project_design.errors.wrong_type');
    // An unknown type goes on: the API decides by the content.
    expect(pictureProblem({ size: 10, type: '' })).toBeNull();
    expect(pictureProblem({ size: MAX_PICTURE_BYTES, type: 'image/webp' })).toBeNull();
  });

  it('reads a board’s points and refuses coordinates outside the picture', () => {
    const points = [{ project_product_id: 4, x_coordinate: 0.25, y_coordinate: 1 }];
    expect(
      readDesignRequest(form({ intent: 'points', element_id: '9', image_map: JSON.stringify(points) })),
    ).toEqual({ ok: true, request: { intent: 'points', elementId: 9, imageMap: points } });
    expect(readImageMap('[]')).toEqual([]);
    expect(readImageMap('[{"project_product_id":4,"x_coordinate":1.2,"y_coordinate":0}]')).toBeNull();
    expect(readImageMap('[{"project_product_id":"4","x_coordinate":0.2,"y_coordinate":0}]')).toBeNull();
    expect(readImageMap('{"x":1}')).toBeNull();
    expect(readImageMap('not json')).toBeNull();
    expect(readDesignRequest(form({ intent: 'points', element_id: 'x', image_map: '[]' }))).toEqual({
      ok: false,
      message: { key: 'error.default' },
    });
  });

  it('reads renaming and removing', () => {
    expect(readDesignRequest(form({ intent: 'rename', element_id: '3', name: 'Hall' }))).toEqual({
      ok: true,
      request: { intent: 'rename', elementId: 3, name: 'Hall' },
    });
    expect(readDesignRequest(form({ intent: 'rename', element_id: '3', name: ' ' }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.name_required' },
    });
    expect(readDesignRequest(form({ intent: 'remove', element_id: '3' }))).toEqual({
      ok: true,
      request: { intent: 'remove', elementId: 3 },
    });
    expect(readDesignRequest(form({ intent: 'drop-tables' })).ok).toBe(false);
  });

  it('reads a text note and a colour palette', () => {
    expect(readDesignRequest(form({ intent: 'add-text', name: 'Idea', text: 'Warm oak' }))).toEqual({
      ok: true,
      request: { intent: 'add-text', name: 'Idea', text: 'Warm oak' },
    });
    expect(readDesignRequest(form({ intent: 'add-text', text: '' }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.text_required' },
    });
    expect(
      readDesignRequest(form({ intent: 'add-palette', name: 'Sand', color: ['#A0B1C2', '#ffffff', ''] })),
    ).toEqual({ ok: true, request: { intent: 'add-palette', name: 'Sand', colors: ['#a0b1c2', '#ffffff'] } });
    expect(readDesignRequest(form({ intent: 'add-palette', color: ['red'] }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.colors_invalid' },
    });
    expect(readDesignRequest(form({ intent: 'add-palette' }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.colors_required' },
    });
  });

  it('refuses a name longer than 255 characters', () => {
    expect(readDesignRequest(form({ intent: 'add-text', name: 'x'.repeat(256), text: 'a' }))).toEqual({
      ok: false,
      message: { key: 'project_design.errors.name_too_long' },
    });
  });
});
