// Checks a ProjectDesignElementInput before anything is written: every message says what to change.
import type { ProjectDesignElementInput, ProjectDesignElementType } from '../../generated/resolvers-types.ts';
import { inputError } from '../../shared/errors.ts';
import type { DesignElementTypeValue } from './tables.ts';

export const MAX_ELEMENT_NAME = 255;
export const MAX_ELEMENT_TEXT = 5000;
export const MAX_COLORS = 12;
export const MAX_POINTS = 50;
const MAX_SORT = 1_000_000;

export const TYPE_TO_ROW: Record<ProjectDesignElementType, DesignElementTypeValue> = {
  IMAGE_BOARD: 'image_board',
  TEXT: 'text',
  COLOR_PALETTE: 'color_palette',
};

export const ROW_TO_TYPE: Record<DesignElementTypeValue, ProjectDesignElementType> = {
  image_board: 'IMAGE_BOARD',
  text: 'TEXT',
  color_palette: 'COLOR_PALETTE',
};

export interface CleanPoint {
  projectProductId: number;
  x: number;
  y: number;
}

/** The input's fields, checked; `undefined` means "not given, keep what there is". */
export interface CleanElementInput {
  type: DesignElementTypeValue | undefined;
  name: string | null | undefined;
  text: string | null | undefined;
  colors: string[] | undefined;
  sort: number | undefined;
  image: File | undefined;
  points: CleanPoint[] | undefined;
}

function optionalText(raw: string | null | undefined, max: number, what: string): string | null | undefined {
  if (raw === undefined) return undefined;
  const text = raw?.trim() ?? '';
  if ([...text].length > max)
    throw inputError(`The ${what} of a design element may have at most ${max} characters.`);
  return text === '' ? null : text;
}

function cleanColors(raw: readonly string[] | null | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const colors = (raw ?? []).map((color) => color.trim().toLowerCase());
  if (colors.length > MAX_COLORS)
    throw inputError(`A design element may have at most ${MAX_COLORS} colours.`);
  for (const color of colors) {
    if (!/^#[0-9a-f]{6}$/.test(color)) {
      throw inputError(`"${color.slice(0, 20)}" is not a colour: write colours as #rrggbb, e.g. #a0522d.`);
    }
  }
  return colors;
}

function cleanPoints(raw: ProjectDesignElementInput['image_map']): CleanPoint[] | undefined {
  if (raw === undefined) return undefined;
  const points = raw ?? [];
  if (points.length > MAX_POINTS) throw inputError(`A board may have at most ${MAX_POINTS} points.`);
  return points.map((point, i) => {
    for (const [name, value] of [
      ['x_coordinate', point.x_coordinate],
      ['y_coordinate', point.y_coordinate],
    ] as const) {
      if (!Number.isFinite(value) || value < 0 || value > 1) {
        throw inputError(
          `Point ${i + 1}: ${name} must be between 0 and 1 (a fraction of the picture's ${name === 'x_coordinate' ? 'width' : 'height'}), not ${value}.`,
        );
      }
    }
    if (!Number.isSafeInteger(point.project_product_id) || point.project_product_id <= 0) {
      throw inputError(`Point ${i + 1}: project_product_id must be the id of one of the project's products.`);
    }
    return { projectProductId: point.project_product_id, x: point.x_coordinate, y: point.y_coordinate };
  });
}

export function cleanElementInput(input: ProjectDesignElementInput): CleanElementInput {
  const sort = input.sort ?? undefined;
  if (sort !== undefined && (sort < -MAX_SORT || sort > MAX_SORT)) {
    throw inputError(`sort must be between ${-MAX_SORT} and ${MAX_SORT}.`);
  }
  if (input.element_type === null)
    throw inputError('element_type cannot be null: give IMAGE_BOARD, TEXT or COLOR_PALETTE.');
  if (input.image === null)
    throw inputError(
      'image cannot be null: send a picture, or leave the field out to keep the one there is.',
    );
  return {
    type: input.element_type === undefined ? undefined : TYPE_TO_ROW[input.element_type],
    name: optionalText(input.name, MAX_ELEMENT_NAME, 'name'),
    text: optionalText(input.text, MAX_ELEMENT_TEXT, 'text'),
    colors: cleanColors(input.colors),
    sort,
    image: (input.image as File | undefined) ?? undefined,
    points: cleanPoints(input.image_map),
  };
}
