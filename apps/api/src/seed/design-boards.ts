// Demo design boards (issue 13 §3): for each given project without a design, a room picture
// (room-scene.ts) with the project's own products standing in it, and a point on each of them
// leading to its line — between three and six. The picture goes through the same checks and
// re-encoding as an upload and is stored under PROJECT_MEDIA_DIR.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { productMedia, projectDesignElement, projectDesignPoint, projectProduct } from '../db/schema.ts';
import { normaliseImage, storeImage } from '../modules/project-design/index.ts';
import { MAX_FRAMES, MAX_ROOM_PIECES, renderRoomScene, standsOnFloor } from './room-scene.ts';

export interface DesignBoardOptions {
  /** MEDIA_DIR: the catalogue's pictures. */
  mediaDir: string;
  /** PROJECT_MEDIA_DIR: where the boards' pictures go. */
  projectMediaDir: string;
}

/** Wall tints, the catalogue's accent colours. */
const ACCENTS = ['#4a6a8a', '#8d9c7b', '#c0643f', '#cf9d2a', '#d3a49b'];

/** The pictures of each line, best first: its variant's (in the variant's colour), then its product's. */
async function linePictures(db: Db, projectId: number) {
  const lines = await db
    .select()
    .from(projectProduct)
    .where(eq(projectProduct.projectId, projectId))
    .orderBy(asc(projectProduct.id));
  const ids = [...new Set(lines.flatMap((line) => [line.productId, line.childProductId ?? line.productId]))];
  const media = ids.length
    ? await db
        .select()
        .from(productMedia)
        .where(and(inArray(productMedia.productId, ids), eq(productMedia.disabled, false)))
    : [];
  const filesOf = (productId: number) =>
    media
      .filter((m) => m.productId === productId && m.file.endsWith('.svg'))
      .sort(
        (a, b) =>
          Number(b.types.includes('image')) - Number(a.types.includes('image')) || a.position - b.position,
      )
      .map((m) => m.file);
  return lines.map((line) => ({
    lineId: line.id,
    files: [
      ...new Set([...(line.childProductId ? filesOf(line.childProductId) : []), ...filesOf(line.productId)]),
    ],
  }));
}

async function readPicture(mediaDir: string, file: string): Promise<string | null> {
  const base = resolve(mediaDir, 'catalog', 'product');
  const path = resolve(base, file.replace(/^\/+/, ''));
  if (!path.startsWith(base + sep)) return null;
  return readFile(path, 'utf8').catch(() => null);
}

/** Adds a demo board to each project that has no design yet; answers how many were added. */
export async function seedDesignBoards(
  db: Db,
  projectIds: number[],
  options: DesignBoardOptions,
): Promise<number> {
  let added = 0;
  for (const projectId of projectIds) {
    const [existing] = await db
      .select({ id: projectDesignElement.id })
      .from(projectDesignElement)
      .where(eq(projectDesignElement.projectId, projectId))
      .limit(1);
    if (existing) continue;
    // Each line's first picture that can stand in a room, else its main one, framed on the wall.
    const pieces: { lineId: number; svg: string; standing: boolean }[] = [];
    let framed = 0;
    for (const { lineId, files } of await linePictures(db, projectId)) {
      if (pieces.length === MAX_ROOM_PIECES) break;
      let chosen: { svg: string; standing: boolean } | null = null;
      for (const file of files) {
        const svg = await readPicture(options.mediaDir, file);
        if (!svg) continue;
        if (standsOnFloor(svg)) {
          chosen = { svg, standing: true };
          break;
        }
        chosen ??= { svg, standing: false };
      }
      if (!chosen || (!chosen.standing && framed === MAX_FRAMES)) continue;
      if (!chosen.standing) framed += 1;
      pieces.push({ lineId, ...chosen });
    }
    if (pieces.length < 3) continue;
    const accent = ACCENTS[projectId % ACCENTS.length] ?? '#9a8f80';
    const scene = renderRoomScene(pieces, accent, projectId);
    const drawn = await sharp(Buffer.from(scene.svg)).png({ compressionLevel: 1 }).toBuffer();
    const picture = await normaliseImage(drawn);
    const file = await storeImage(options.projectMediaDir, picture.data);
    const [element] = await db
      .insert(projectDesignElement)
      .values({
        projectId,
        elementType: 'image_board',
        name: 'Общий вид',
        text: 'Расстановка мебели: точки на картинке ведут к товарам проекта.',
        sort: 0,
        imageFile: file,
        imageWidth: picture.width,
        imageHeight: picture.height,
      })
      .returning({ id: projectDesignElement.id });
    if (!element) throw new Error('demo design board insert returned no row');
    await db.insert(projectDesignPoint).values(
      pieces.flatMap((piece, i) => {
        const point = scene.points[i];
        return point
          ? [
              {
                elementId: element.id,
                projectProductId: piece.lineId,
                x: String(point.x),
                y: String(point.y),
              },
            ]
          : [];
      }),
    );
    added += 1;
  }
  return added;
}
