// Design elements of a project (issue 13 §1, decision 0031): owner, members and managers edit them
// (`edit-design`); anyone who reads the project sees them, with picture links signed for this answer.
// A picture is checked and re-encoded before the transaction, stored, then the rows are written;
// if anything fails the new file is deleted again, and a replaced or removed picture is deleted
// only once the change has committed.
import type {
  MutationAddDesignElementToProjectArgs,
  MutationRemoveDesignElementFromProjectArgs,
  MutationUpdateProjectDesignElementArgs,
  ProjectDesignElement,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { type ProjectView, projectAccess, projectById } from '../projects/index.ts';
import { removeFile, storeImage } from './files.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, normaliseImage } from './image.ts';
import { type CleanElementInput, type CleanPoint, cleanElementInput, ROW_TO_TYPE } from './input.ts';
import { projectMediaOf } from './settings.ts';
import { signedMediaUrl } from './signed-url.ts';
import {
  type DesignElementRow,
  type DesignPointRow,
  deleteElement,
  insertElement,
  linesOfProject,
  listElements,
  listPoints,
  lockElement,
  replacePoints,
  updateElement,
} from './store.ts';
import type { DesignElementTypeValue } from './tables.ts';

export const elementNotFound = (elementId: number) =>
  `The design element with ID "${elementId}" does not exist in this project.`;
const BOARD_NEEDS_PICTURE = 'An image board needs a picture: send it as `image`.';
const POINTS_ON_BOARDS_ONLY =
  'Only an image board has points (image_map): leave image_map out for this element.';

/** The elements of a project with their points: two statements, however many boards there are. */
export async function designOf(
  ctx: RequestContext,
  projectId: number,
): Promise<{ element: DesignElementRow; points: DesignPointRow[] }[]> {
  const elements = await listElements(ctx.db, projectId);
  const points = await listPoints(
    ctx.db,
    elements.map((element) => element.id),
  );
  return elements.map((element) => ({ element, points: points.filter((p) => p.elementId === element.id) }));
}

/** `Project.design_elements`, for a reader whose access the project view established. */
export async function designElements(
  ctx: RequestContext,
  view: ProjectView,
): Promise<ProjectDesignElement[]> {
  const settings = projectMediaOf(ctx);
  const now = Date.now();
  return (await designOf(ctx, view.row.id)).map(({ element, points }) => ({
    id: element.id,
    project_id: element.projectId,
    element_type: ROW_TO_TYPE[element.elementType],
    name: element.name,
    text: element.text,
    colors: element.colors,
    sort: element.sort,
    url_image: element.imageFile ? signedMediaUrl(settings, element.imageFile, now) : null,
    image_width: element.imageWidth,
    image_height: element.imageHeight,
    image_map: points.map((point) => ({
      project_product_id: point.projectProductId,
      x_coordinate: Number(point.x),
      y_coordinate: Number(point.y),
    })),
  }));
}

interface StoredPicture {
  file: string;
  width: number;
  height: number;
}

async function storePicture(ctx: RequestContext, image: File | undefined): Promise<StoredPicture | null> {
  if (!image) return null;
  // The declared size first: a file over the limit is never read into memory.
  if (image.size > MAX_IMAGE_BYTES) throw inputError(IMAGE_TOO_LARGE);
  const picture = await normaliseImage(new Uint8Array(await image.arrayBuffer()));
  const file = await storeImage(projectMediaOf(ctx).dir, picture.data);
  return { file, width: picture.width, height: picture.height };
}

/** Runs `write` with the new picture stored; deletes it again when `write` fails. */
async function withPicture<T>(
  ctx: RequestContext,
  input: CleanElementInput,
  write: (picture: StoredPicture | null) => Promise<T>,
): Promise<T> {
  const picture = await storePicture(ctx, input.image);
  try {
    return await write(picture);
  } catch (error) {
    if (picture) await removeFile(projectMediaOf(ctx).dir, picture.file).catch(() => undefined);
    throw error;
  }
}

async function checkPoints(tx: RequestContext['db'], projectId: number, points: CleanPoint[]) {
  const ids = [...new Set(points.map((point) => point.projectProductId))];
  const found = await linesOfProject(tx, projectId, ids);
  const foreign = ids.find((id) => !found.has(id));
  if (foreign !== undefined) {
    throw inputError(
      `The product line with ID "${foreign}" is not in this project: points lead to the project's own products.`,
    );
  }
  return points.map((point) => ({
    projectProductId: point.projectProductId,
    x: point.x.toFixed(6),
    y: point.y.toFixed(6),
  }));
}

function checkShape(type: DesignElementTypeValue, hasPicture: boolean, points: CleanPoint[] | undefined) {
  if (type === 'image_board' && !hasPicture) throw inputError(BOARD_NEEDS_PICTURE);
  if (type !== 'image_board' && points && points.length > 0) throw inputError(POINTS_ON_BOARDS_ONLY);
}

export async function addDesignElement(
  ctx: RequestContext,
  args: MutationAddDesignElementToProjectArgs,
): Promise<ProjectView> {
  await projectAccess(ctx, args.project_id, 'edit-design');
  const input = cleanElementInput(args.input);
  if (!input.type)
    throw inputError('Choose the element_type of the new element: IMAGE_BOARD, TEXT or COLOR_PALETTE.');
  const type = input.type;
  checkShape(type, Boolean(input.image), input.points);
  if (type !== 'image_board' && input.image)
    throw inputError('Only an image board has a picture: leave image out.');
  await withPicture(ctx, input, (picture) =>
    inTransaction(ctx.db, async (tx) => {
      const points = await checkPoints(tx, args.project_id, input.points ?? []);
      const existing = await listElements(tx, args.project_id);
      const element = await insertElement(tx, {
        projectId: args.project_id,
        elementType: type,
        name: input.name ?? null,
        text: input.text ?? null,
        colors: input.colors ?? [],
        sort: input.sort ?? Math.max(-1, ...existing.map((e) => e.sort)) + 1,
        imageFile: picture?.file ?? null,
        imageWidth: picture?.width ?? null,
        imageHeight: picture?.height ?? null,
      });
      await replacePoints(tx, element.id, points);
    }),
  );
  return projectById(ctx, args.project_id);
}

export async function updateDesignElement(
  ctx: RequestContext,
  args: MutationUpdateProjectDesignElementArgs,
): Promise<ProjectView> {
  await projectAccess(ctx, args.project_id, 'edit-design');
  const input = cleanElementInput(args.input);
  const replaced = await withPicture(ctx, input, (picture) =>
    inTransaction(ctx.db, async (tx) => {
      const element = await lockElement(tx, args.project_id, args.element_id);
      if (!element) throw noSuchEntityError(elementNotFound(args.element_id));
      const type = input.type ?? element.elementType;
      if (type !== 'image_board' && picture)
        throw inputError('Only an image board has a picture: leave image out.');
      const keepsPicture = type === 'image_board';
      checkShape(type, Boolean(picture ?? element.imageFile), input.points);
      await updateElement(tx, element.id, {
        elementType: type,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.text !== undefined && { text: input.text }),
        ...(input.colors !== undefined && { colors: input.colors }),
        ...(input.sort !== undefined && { sort: input.sort }),
        ...(picture && { imageFile: picture.file, imageWidth: picture.width, imageHeight: picture.height }),
        ...(!keepsPicture && { imageFile: null, imageWidth: null, imageHeight: null }),
      });
      if (input.points !== undefined)
        await replacePoints(tx, element.id, await checkPoints(tx, args.project_id, input.points));
      else if (!keepsPicture) await replacePoints(tx, element.id, []);
      // The old picture goes once the change has committed.
      return (picture || !keepsPicture) && element.imageFile ? element.imageFile : null;
    }),
  );
  if (replaced) await removeFile(projectMediaOf(ctx).dir, replaced).catch(() => undefined);
  return projectById(ctx, args.project_id);
}

export async function removeDesignElement(
  ctx: RequestContext,
  args: MutationRemoveDesignElementFromProjectArgs,
): Promise<ProjectView> {
  await projectAccess(ctx, args.project_id, 'edit-design');
  const file = await inTransaction(ctx.db, async (tx) => {
    const element = await lockElement(tx, args.project_id, args.element_id);
    if (!element) throw noSuchEntityError(elementNotFound(args.element_id));
    await deleteElement(tx, element.id);
    return element.imageFile;
  });
  if (file) await removeFile(projectMediaOf(ctx).dir, file).catch(() => undefined);
  return projectById(ctx, args.project_id);
}
