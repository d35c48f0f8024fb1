// The demo categories' pictures (issue 16 §3, the home page's "shop by room" tiles): a room scene
// (seed/room-scene.ts) furnished with the catalogue's own drawings of what the category sells, in
// the category's palette — a living room for "Living room", a bedroom for "Bedroom". Pure and
// deterministic like the product pictures (ADR 0007): the same category always gives the same bytes.
// Each category's file is `catalog/category/<url_key>.svg` (Magento keeps the category image's file
// name relative to media/catalog/category); a subcategory shows its own pieces in its top
// category's palette.
import { type PictureKind, renderPicture } from './catalogue/pictures.ts';
import { renderRoomScene, standsOnFloor } from './room-scene.ts';

interface Palette {
  /** Tints the wall and its picture. */
  accent: string;
  /** The pieces' colours, taken in turn. */
  colors: string[];
}

/** A top category's palette and the pieces its room holds (front ones last). */
interface TopScene extends Palette {
  pieces: PictureKind[];
}

const TOP_SCENES: Record<string, TopScene> = {
  'living-room': {
    accent: '#8d9c7b',
    colors: ['#6f7d8c', '#c0643f', '#a77b4f', '#d9c9b0', '#3d4a5c'],
    pieces: ['sofa', 'armchair', 'coffee-table', 'floor-lamp', 'cushion'],
  },
  bedroom: {
    accent: '#9aa7c7',
    colors: ['#e8e1d6', '#7c8fa6', '#c8a165', '#d3a49b'],
    pieces: ['bed', 'wardrobe', 'bedside-table', 'table-lamp'],
  },
  dining: {
    accent: '#cf9d2a',
    colors: ['#a77b4f', '#2f6b57', '#e9dcc4', '#6b4a2f'],
    pieces: ['sideboard', 'chair', 'dining-table', 'chair', 'vase'],
  },
  office: {
    accent: '#24395c',
    colors: ['#d9bd8c', '#2b2b2c', '#8f9396', '#c8a165'],
    pieces: ['desk', 'shelf', 'office-chair', 'floor-lamp'],
  },
  lighting: {
    accent: '#cf9d2a',
    colors: ['#b59449', '#2b2b2c', '#f0e6d2', '#c0643f'],
    pieces: ['sideboard', 'floor-lamp', 'table-lamp', 'floor-lamp', 'wall-lamp'],
  },
  outdoor: {
    accent: '#5f8f6b',
    colors: ['#e9e4d8', '#7a5a3c', '#2f6b57', '#d9bd8c'],
    pieces: ['lounger', 'sofa', 'coffee-table', 'vase'],
  },
  decor: {
    accent: '#d3a49b',
    colors: ['#c0643f', '#d3a49b', '#8d9c7b', '#e8d8c3'],
    pieces: ['armchair', 'vase', 'cushion', 'curtain', 'mirror'],
  },
  storage: {
    accent: '#a77b4f',
    colors: ['#c8a165', '#f1ede8', '#6b4a2f', '#8f9396'],
    pieces: ['shelf', 'chest', 'vase', 'vitrine'],
  },
  kids: {
    accent: '#7fb3c8',
    colors: ['#f2c14e', '#7fb3c8', '#e98a6b', '#f4f0ea'],
    pieces: ['kids-bed', 'desk', 'chair', 'cushion'],
  },
  contract: {
    accent: '#3d4a5c',
    colors: ['#3d4a5c', '#a77b4f', '#c0643f', '#d9c9b0'],
    pieces: ['dining-table', 'bar-stool', 'armchair', 'chair', 'chair'],
  },
  clearance: {
    accent: '#c0643f',
    colors: ['#c0643f', '#6f7d8c', '#d9bd8c', '#2f6b57'],
    pieces: ['sofa', 'chest', 'armchair', 'table-lamp'],
  },
  'our-projects': {
    accent: '#6b5b95',
    colors: ['#6b5b95', '#c8a165', '#e8e1d6', '#2f6b57'],
    pieces: ['sofa', 'armchair', 'coffee-table', 'floor-lamp', 'room'],
  },
};

/** A subcategory's pieces by its url key: what it sells, with one companion piece. */
const SUB_PIECES: Record<string, PictureKind[]> = {
  sofas: ['floor-lamp', 'sofa', 'cushion'],
  'corner-sofas': ['floor-lamp', 'corner-sofa', 'rug'],
  'sofa-beds': ['sofa', 'bedside-table', 'table-lamp'],
  'modular-sofas': ['corner-sofa', 'coffee-table'],
  armchairs: ['floor-lamp', 'armchair', 'armchair'],
  'coffee-tables': ['sofa', 'coffee-table', 'rug'],
  'tv-units': ['tv-unit', 'armchair', 'vase'],
  beds: ['bed', 'bedside-table', 'table-lamp'],
  'double-beds': ['bed', 'bedside-table', 'bedside-table'],
  'single-beds': ['bed', 'chest'],
  mattresses: ['mattress', 'table-lamp'],
  wardrobes: ['wardrobe', 'mirror', 'chest'],
  'bedside-tables': ['bed', 'bedside-table', 'table-lamp'],
  'dining-tables': ['pendant-lamp', 'dining-table', 'chair', 'chair'],
  'extendable-tables': ['dining-table', 'chair', 'chair'],
  'round-tables': ['pendant-lamp', 'round-table', 'chair'],
  'dining-chairs': ['chair', 'chair', 'chair'],
  'bar-stools': ['bar-stool', 'bar-stool', 'pendant-lamp'],
  sideboards: ['sideboard', 'vase', 'floor-lamp'],
  desks: ['desk', 'office-chair', 'shelf'],
  'height-adjustable-desks': ['desk', 'office-chair'],
  'executive-desks': ['desk', 'office-chair', 'vitrine'],
  'office-chairs': ['office-chair', 'office-chair', 'desk'],
  'office-storage': ['shelf', 'chest', 'vitrine'],
  'meeting-tables': ['dining-table', 'office-chair', 'office-chair'],
  'pendant-lamps': ['pendant-lamp', 'dining-table'],
  'floor-lamps': ['floor-lamp', 'armchair'],
  'table-lamps': ['table-lamp', 'sideboard'],
  'wall-lights': ['wall-lamp', 'sideboard'],
  'garden-sofas': ['sofa', 'coffee-table', 'vase'],
  'garden-tables': ['round-table', 'chair', 'chair'],
  'sun-loungers': ['lounger', 'lounger', 'vase'],
  rugs: ['rug', 'armchair'],
  cushions: ['sofa', 'cushion', 'cushion'],
  curtains: ['curtain', 'armchair'],
  mirrors: ['mirror', 'chest', 'vase'],
  vases: ['vase', 'sideboard', 'vase'],
  shelving: ['shelf', 'armchair'],
  'chests-of-drawers': ['chest', 'table-lamp'],
  cabinets: ['vitrine', 'vase'],
  'kids-beds': ['kids-bed', 'rug'],
  'kids-desks': ['desk', 'chair'],
  'hotel-furniture': ['bed', 'bedside-table', 'armchair'],
  'restaurant-furniture': ['round-table', 'chair', 'chair', 'pendant-lamp'],
  'office-fit-out': ['desk', 'office-chair', 'shelf'],
  'last-pieces': ['armchair', 'chest'],
};

export interface CategoryPictureNode {
  key: string;
  /** The top category's url key (the node's own for a top category). */
  top: string;
}

/** The file of a category's picture under media/catalog/category, or null when it has none. */
export function categoryPictureFile(node: CategoryPictureNode): string | null {
  if (!TOP_SCENES[node.top]) return null;
  if (node.key !== node.top && !SUB_PIECES[node.key]) return null;
  return `${node.key}.svg`;
}

/** Draws a category's picture (1600 × 1000 SVG); null when the category has none. */
export function renderCategoryPicture(node: CategoryPictureNode): string | null {
  const top = TOP_SCENES[node.top];
  if (!top) return null;
  const kinds = node.key === node.top ? top.pieces : SUB_PIECES[node.key];
  if (!kinds) return null;
  const seed = [...node.key].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const pieces = kinds.map((kind, i) => {
    const svg = renderPicture({ kind, color: top.colors[i % top.colors.length]!, seed: seed + i });
    return { svg, standing: standsOnFloor(svg) };
  });
  return renderRoomScene(pieces, top.accent, seed).svg;
}
