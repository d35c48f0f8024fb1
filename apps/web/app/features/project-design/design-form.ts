// What the design tab's forms post and how its action reads them. Every request names its
// `intent`; a request that does not make sense answers with the field's message (language-file
// keys), the API checks the rest (file type and size, coordinates, who may write) and its message
// is shown as it is.

import type { FormMessage } from '~/lib/form-messages';
import { formText } from '~/lib/forms/form-errors';
import type { ProjectImageMapPointInput } from '~/lib/graphql/generated';

/** The API's limit on a picture (project-design.graphql): checked here too, before the upload. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_NAME_LENGTH = 255;
export const MAX_NOTE_LENGTH = 5000;
export const MAX_PALETTE_COLORS = 12;

export type DesignRequest =
  | { intent: 'add-board'; name: string; file: File }
  | { intent: 'rename'; elementId: number; name: string }
  | { intent: 'remove'; elementId: number }
  | { intent: 'points'; elementId: number; imageMap: ProjectImageMapPointInput[] }
  | { intent: 'add-text'; name: string; text: string }
  | { intent: 'add-palette'; name: string; colors: string[] };

export type DesignIntent = DesignRequest['intent'];

export type ReadResult = { ok: true; request: DesignRequest } | { ok: false; message: FormMessage };

const HEX_COLOR = /^#[0-9a-f]{6}$/;

function fail(key: string): ReadResult {
  return { ok: false, message: { key } };
}

function positiveInt(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function isFraction(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** A board's points as the editor posts them: JSON `[{ project_product_id, x_coordinate, y_coordinate }]`. */
export function readImageMap(json: string): ProjectImageMapPointInput[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > 200) return null;
  const points: ProjectImageMapPointInput[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null) return null;
    const { project_product_id: lineId, x_coordinate: x, y_coordinate: y } = item as Record<string, unknown>;
    if (typeof lineId !== 'number' || !Number.isInteger(lineId) || lineId <= 0) return null;
    if (!isFraction(x) || !isFraction(y)) return null;
    points.push({ project_product_id: lineId, x_coordinate: x, y_coordinate: y });
  }
  return points;
}

/** The problem with a picture before it is sent, as a language-file key; null when it may go. */
export function pictureProblem(file: { size: number; type: string } | null): string | null {
  if (!file || file.size === 0) return 'project_design.errors.no_file';
  if (file.size > MAX_PICTURE_BYTES) return 'project_design.errors.too_large';
  // Browsers name the type from the file's extension; the API checks the content itself.
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'project_design.errors.wrong_type';
  }
  return null;
}

export function readDesignRequest(form: FormData): ReadResult {
  const intent = formText(form, 'intent');
  const name = formText(form, 'name');
  if (name.length > MAX_NAME_LENGTH) return fail('project_design.errors.name_too_long');
  switch (intent) {
    case 'add-board': {
      const file = form.get('image');
      const picture = typeof file === 'object' && file !== null ? file : null;
      const problem = pictureProblem(picture);
      if (problem || !picture) return fail(problem ?? 'project_design.errors.no_file');
      return { ok: true, request: { intent, name, file: picture } };
    }
    case 'add-text': {
      const text = formText(form, 'text');
      if (!text) return fail('project_design.errors.text_required');
      if (text.length > MAX_NOTE_LENGTH) return fail('project_design.errors.text_too_long');
      return { ok: true, request: { intent, name, text } };
    }
    case 'add-palette': {
      const colors = form
        .getAll('color')
        .flatMap((value) => (typeof value === 'string' && value.trim() ? [value.trim().toLowerCase()] : []));
      if (colors.length === 0) return fail('project_design.errors.colors_required');
      if (colors.length > MAX_PALETTE_COLORS || !colors.every((color) => HEX_COLOR.test(color))) {
        return fail('project_design.errors.colors_invalid');
      }
      return { ok: true, request: { intent, name, colors } };
    }
    case 'rename':
    case 'remove':
    case 'points': {
      const elementId = positiveInt(formText(form, 'element_id'));
      if (elementId === null) return fail('error.default');
      if (intent === 'remove') return { ok: true, request: { intent, elementId } };
      if (intent === 'rename') {
        if (!name) return fail('project_design.errors.name_required');
        return { ok: true, request: { intent, elementId, name } };
      }
      const imageMap = readImageMap(formText(form, 'image_map'));
      if (!imageMap) return fail('project_design.errors.points_invalid');
      return { ok: true, request: { intent, elementId, imageMap } };
    }
    default:
      return fail('error.default');
  }
}
