// Design elements of a project (issue 13 §1): image boards with uploaded pictures and points on the
// project's lines, text notes and palettes; their validation; signed picture links; the PDF.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PROJECT_MEDIA_SECRET } from '../../src/env.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { type Any, createProject, errorOf, ok } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD,
  addLine,
  DESIGN,
  type DesignCatalogue,
  insertDesignCatalogue,
  multipartGql,
  PDF,
  photo,
  png,
  REMOVE,
  UPDATE,
} from './helpers.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-design-media-'));
const api = useTestApi({ ...FAST_HASHING, MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

let catalogue: DesignCatalogue;
let owner: Shopper;
let projectId: number;
let sofaLine: number;
let lampLine: number;
let foreignLine: number;

beforeAll(async () => {
  catalogue = await insertDesignCatalogue(api.database.db, mediaDir, 'DSG');
  owner = await newShopper(api);
  projectId = (await createProject(api, owner, 'Квартира на Петроградской')).project_id;
  sofaLine = await addLine(api.database.db, projectId, catalogue.sofa, '1');
  lampLine = await addLine(api.database.db, projectId, catalogue.lamp, '2');
  const other = (await createProject(api, await newShopper(api), 'Someone else’s flat')).project_id;
  foreignLine = await addLine(api.database.db, other, catalogue.sofa);
});

const storedImages = () => {
  try {
    return readdirSync(join(api.projectMediaDir, 'images'));
  } catch {
    return [];
  }
};

async function design(who: Shopper = owner): Promise<Any[]> {
  const res = await api.gql<Any>(DESIGN, { variables: { id: String(projectId) }, headers: who.headers });
  return ok(res).projects.items[0].design_elements;
}

async function addBoard(input: Record<string, unknown>, bytes?: Uint8Array) {
  return multipartGql(
    api,
    ADD,
    { project_id: projectId, input: { element_type: 'IMAGE_BOARD', ...input, image: null } },
    { bytes: bytes ?? (await photo()), name: 'living-room.jpg', type: 'image/jpeg' },
    owner.headers,
  );
}

describe('addDesignElementToProject', () => {
  it('adds an image board: the picture re-encoded without metadata, its points on the project’s lines', async () => {
    const res = await addBoard({
      name: ' Гостиная ',
      image_map: [
        { project_product_id: sofaLine, x_coordinate: 0.5, y_coordinate: 0.62 },
        { project_product_id: lampLine, x_coordinate: 0, y_coordinate: 1 },
      ],
    });
    const [board] = ok(res).addDesignElementToProject.design_elements as Any[];
    expect(board).toMatchObject({
      project_id: projectId,
      element_type: 'IMAGE_BOARD',
      name: 'Гостиная',
      text: null,
      colors: [],
      sort: 0,
      // The 1200 × 800 photo lay on its side: stood up, it is 800 × 1200.
      image_width: 800,
      image_height: 1200,
      image_map: [
        { project_product_id: sofaLine, x_coordinate: 0.5, y_coordinate: 0.62 },
        { project_product_id: lampLine, x_coordinate: 0, y_coordinate: 1 },
      ],
    });
    const url = new URL(board.url_image);
    expect(url.origin).toBe(new URL(api.url).origin);
    expect(url.pathname).toMatch(/^\/project-media\/images\/[0-9a-f]{32}\.jpg$/);
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await picture.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, exif: meta.exif, width: meta.width }).toEqual({
      format: 'jpeg',
      exif: undefined,
      width: 800,
    });
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('adds text notes and palettes after the last element, and lists elements by sort, then id', async () => {
    const note = ok(
      await api.gql<Any>(ADD, {
        variables: {
          project_id: projectId,
          input: { element_type: 'TEXT', name: 'Идея', text: 'Светлое дерево' },
        },
        headers: owner.headers,
      }),
    ).addDesignElementToProject.design_elements.at(-1);
    expect(note).toMatchObject({
      element_type: 'TEXT',
      text: 'Светлое дерево',
      sort: 1,
      url_image: null,
      image_map: [],
    });
    const first = ok(
      await api.gql<Any>(ADD, {
        variables: {
          project_id: projectId,
          input: { element_type: 'COLOR_PALETTE', name: 'Palette', colors: ['#A0522D', '#f5f5dc'], sort: -5 },
        },
        headers: owner.headers,
      }),
    ).addDesignElementToProject.design_elements[0];
    expect(first).toMatchObject({ element_type: 'COLOR_PALETTE', colors: ['#a0522d', '#f5f5dc'], sort: -5 });
    const sorts = (await design()).map((element) => element.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('refuses bad input with a message that says what to change, and writes nothing', async () => {
    const before = await design();
    const files = storedImages();
    const tooMany = Array.from({ length: 51 }, () => ({
      project_product_id: sofaLine,
      x_coordinate: 0.1,
      y_coordinate: 0.1,
    }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'No type' }, /Choose the element_type/],
      [{ element_type: 'IMAGE_BOARD', name: 'No picture' }, /An image board needs a picture/],
      [{ element_type: 'COLOR_PALETTE', colors: ['red'] }, /"red" is not a colour: write colours as #rrggbb/],
      [{ element_type: 'COLOR_PALETTE', colors: Array(13).fill('#000000') }, /at most 12 colours/],
      [
        { element_type: 'TEXT', name: 'x'.repeat(256) },
        /name of a design element may have at most 255 characters/,
      ],
      [
        { element_type: 'TEXT', text: 'x'.repeat(5001) },
        /text of a design element may have at most 5000 characters/,
      ],
      [
        {
          element_type: 'TEXT',
          image_map: [{ project_product_id: sofaLine, x_coordinate: 0.1, y_coordinate: 0.1 }],
        },
        /Only an image board has points/,
      ],
    ];
    for (const [input, message] of cases) {
      const res = await api.gql(ADD, { variables: { project_id: projectId, input }, headers: owner.headers });
      expect(errorOf(res)).toMatchObject({
        message: expect.stringMatching(message),
        category: 'graphql-input',
      });
    }
    const boardCases: [Record<string, unknown>, RegExp][] = [
      [
        { image_map: [{ project_product_id: sofaLine, x_coordinate: 1.01, y_coordinate: 0.5 }] },
        /Point 1: x_coordinate must be between 0 and 1/,
      ],
      [
        { image_map: [{ project_product_id: sofaLine, x_coordinate: 0.5, y_coordinate: -0.1 }] },
        /Point 1: y_coordinate must be between 0 and 1/,
      ],
      [{ image_map: tooMany }, /at most 50 points/],
      [
        { image_map: [{ project_product_id: foreignLine, x_coordinate: 0.5, y_coordinate: 0.5 }] },
        new RegExp(`The product line with ID "${foreignLine}" is not in this project`),
      ],
    ];
    for (const [input, message] of boardCases) {
      const res = await addBoard(input);
      expect(errorOf(res)).toMatchObject({
        message: expect.stringMatching(message),
        category: 'graphql-input',
      });
    }
    // A file named .png that is HTML, and a picture over 15 MB.
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
    const fake = await multipartGql(
      api,
      ADD,
      { project_id: projectId, input: { element_type: 'IMAGE_BOARD', image: null } },
      { bytes: html, name: 'room.png', type: 'image/png' },
      owner.headers,
    );
    expect(errorOf(fake)).toEqual({
      message:
        'The picture must be a JPEG, PNG or WebP image: the file sent is not one, whatever its name says.',
      category: 'graphql-input',
    });
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set(await png());
    const oversized = await multipartGql(
      api,
      ADD,
      { project_id: projectId, input: { element_type: 'IMAGE_BOARD', image: null } },
      { bytes: huge, name: 'huge.png', type: 'image/png' },
      owner.headers,
    );
    expect(errorOf(oversized)).toEqual({
      message: 'The picture is larger than 15 MB: send a smaller one.',
      category: 'graphql-input',
    });
    const withoutLinks = (elements: Any[]) =>
      elements.map(({ url_image, ...rest }) => ({ ...rest, hasPicture: url_image !== null }));
    expect(withoutLinks(await design())).toEqual(withoutLinks(before));
    // A refused board deletes the picture it had stored.
    expect(storedImages()).toEqual(files);
    // Eleven uploads, one of 15 MB: more time than an API test usually needs on a busy machine.
  }, 120_000);
});

describe('updateProjectDesignElement and removeDesignElementFromProject', () => {
  it('replace the given fields, the points as a whole and the picture, deleting the old file', async () => {
    const board = ok(await addBoard({ name: 'Спальня' })).addDesignElementToProject.design_elements.find(
      (element: Any) => element.name === 'Спальня',
    );
    const oldFile = new URL(board.url_image).pathname.split('/').pop();
    const res = await multipartGql(
      api,
      UPDATE,
      {
        project_id: projectId,
        element_id: board.id,
        input: {
          text: 'Кровать у стены',
          image: null,
          image_map: [{ project_product_id: lampLine, x_coordinate: 0.25, y_coordinate: 0.75 }],
        },
      },
      { bytes: await png(640, 480), name: 'bedroom.png', type: 'image/png' },
      owner.headers,
    );
    const updated = ok(res).updateProjectDesignElement.design_elements.find(
      (element: Any) => element.id === board.id,
    );
    expect(updated).toMatchObject({
      name: 'Спальня',
      text: 'Кровать у стены',
      image_width: 640,
      image_height: 480,
      image_map: [{ project_product_id: lampLine, x_coordinate: 0.25, y_coordinate: 0.75 }],
    });
    expect(storedImages()).not.toContain(oldFile);
    expect((await fetch(board.url_image)).status).toBe(404);

    const kept = ok(
      await api.gql<Any>(UPDATE, {
        variables: { project_id: projectId, element_id: board.id, input: { name: 'Спальня 2' } },
        headers: owner.headers,
      }),
    ).updateProjectDesignElement.design_elements.find((element: Any) => element.id === board.id);
    expect(kept).toMatchObject({
      name: 'Спальня 2',
      text: 'Кровать у стены',
      image_width: 640,
      image_map: updated.image_map,
    });

    const bad = await api.gql(UPDATE, {
      variables: {
        project_id: projectId,
        element_id: board.id,
        input: { image_map: [{ project_product_id: foreignLine, x_coordinate: 0.5, y_coordinate: 0.5 }] },
      },
      headers: owner.headers,
    });
    expect(errorOf(bad).category).toBe('graphql-input');
    expect((await design()).find((element) => element.id === board.id)?.image_map).toEqual(updated.image_map);

    const file = new URL(kept.url_image).pathname.split('/').pop();
    const removed = ok(
      await api.gql<Any>(REMOVE, {
        variables: { project_id: projectId, element_id: board.id },
        headers: owner.headers,
      }),
    ).removeDesignElementFromProject.design_elements;
    expect(removed.map((element: Any) => element.id)).not.toContain(board.id);
    expect(storedImages()).not.toContain(file);
  });

  it('answer no-such-entity for an element that is not in the project', async () => {
    const other = await newShopper(api);
    const theirs = (await createProject(api, other, 'Their project')).project_id;
    const element = ok(
      await api.gql<Any>(ADD, {
        variables: { project_id: theirs, input: { element_type: 'TEXT', text: 'Theirs' } },
        headers: other.headers,
      }),
    ).addDesignElementToProject.design_elements[0];
    for (const [query, extra] of [
      [UPDATE, { input: { name: 'Mine now' } }],
      [REMOVE, {}],
    ] as const) {
      for (const id of [element.id, 999_999]) {
        const res = await api.gql(query, {
          variables: { project_id: projectId, element_id: id, ...extra },
          headers: owner.headers,
        });
        expect(errorOf(res)).toEqual({
          message: `The design element with ID "${id}" does not exist in this project.`,
          category: 'graphql-no-such-entity',
        });
      }
    }
    const theirDesign = ok(
      await api.gql<Any>(DESIGN, { variables: { id: String(theirs) }, headers: other.headers }),
    ).projects.items[0].design_elements;
    expect(theirDesign).toEqual([expect.objectContaining({ id: element.id, name: null, text: 'Theirs' })]);
  });
});

describe('picture links', () => {
  it('refuse a changed signature, another file and an expired link', async () => {
    const board = (await design()).find((element) => element.url_image);
    const url = new URL(board.url_image);
    const tampered = new URL(url);
    const signature = url.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const file = url.pathname.replace('/project-media/', '');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = new URL(url);
    expired.searchParams.set('expires', String(past));
    expired.searchParams.set(
      'signature',
      createHmac('sha256', DEVELOPMENT_PROJECT_MEDIA_SECRET).update(`${file}\n${past}`).digest('base64url'),
    );
    for (const link of [tampered, longer, expired]) {
      const response = await fetch(link);
      expect({ link: link.search, status: response.status }).toEqual({ link: link.search, status: 403 });
    }
    expect(await (await fetch(expired)).text()).toBe('This link has expired.');
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('generateDesignPdf', () => {
  it('draws a PDF with the project’s name, its boards and products, behind a signed link', async () => {
    const res = await api.gql<Any>(PDF, { variables: { project_id: projectId }, headers: owner.headers });
    const { url, file_name } = ok(res).generateDesignPdf;
    expect(file_name).toBe(`project-${projectId}-design.pdf`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${file_name}"`);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Квартира на Петроградской');
    expect(text).toContain('Гостиная');
    expect(text).toContain('Диван «Осло»');
    expect(text).toContain('DSG-SOFA');
    expect(text).toContain('DSG-LAMP');
    // The product list ends with the products' total, the delivery and the grand total.
    expect(text).toContain('Итого по товарам');
    expect(text).toContain('Доставка');
    expect(text).toMatch(/Итого(?! по товарам)/);
  });
});
