// The demo posts' pictures: a room (seed/room-scene.ts) with the post's pieces drawn by the
// catalogue's picture code, tinted by the post's accent — pure SVG, written once per media folder
// at start-up like the product placeholder (cheap: twenty files, no rasterising).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderPicture, shade } from '../catalogue/pictures.ts';
import { renderRoomScene, standsOnFloor } from '../room-scene.ts';
import type { BlogPostSource } from './post-source.ts';

/** Piece colours: the accent, its darker and lighter shades, and neutral woods and fabrics. */
const NEUTRALS = ['#b08a5a', '#e6dfd3', '#5c5552', '#d8c3a0'];

export function postPictureFile(slug: string): string {
  return `blog/${slug}.svg`;
}

export function renderPostPicture(post: BlogPostSource, index: number): string {
  const palette = [post.picture.accent, shade(post.picture.accent, -0.25), ...NEUTRALS];
  const pieces = post.picture.kinds.map((kind, i) => {
    const svg = renderPicture({
      kind,
      color: palette[(i + index) % palette.length]!,
      seed: index * 7 + i * 3 + 1,
    });
    return { svg, standing: standsOnFloor(svg) };
  });
  return renderRoomScene(pieces, post.picture.accent, index).svg;
}

/** Writes the pictures missing under MEDIA_DIR/cms/blog/. */
export async function writeBlogPictures(mediaDir: string, posts: BlogPostSource[]): Promise<void> {
  for (const [index, post] of posts.entries()) {
    const path = join(mediaDir, 'cms', postPictureFile(post.slug));
    if (existsSync(path)) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, renderPostPicture(post, index));
  }
}
