// The demo design boards' picture (issue 13 §3): a room drawn as SVG — wall, window, picture
// frame, plank floor, skirting — with the project's own product pictures (the catalogue's SVGs,
// backgrounds removed) standing in it, nearer ones lower and larger; pictures that are rooms or
// walls themselves hang framed on the wall. Answers the SVG and, for each
// piece, where its point goes as fractions (0–1) of the picture. Pure: same input, same bytes.
const W = 1600;
const H = 1000;
const HORIZON = 640;
/** The catalogue's pictures are 800 × 800 with the floor line at y = 610 (seed/catalogue/pictures.ts). */
const PIECE = 800;
const PIECE_GROUND = 610;

/** Places for up to six pieces, drawn back to front: centre x, floor line y, scale. */
const SLOTS = [
  { cx: 800, ground: 700, scale: 0.42 },
  { cx: 470, ground: 850, scale: 0.85 },
  { cx: 1150, ground: 870, scale: 0.72 },
  { cx: 130, ground: 900, scale: 0.58 },
  { cx: 1440, ground: 910, scale: 0.58 },
  { cx: 800, ground: 985, scale: 0.55 },
];

export const MAX_ROOM_PIECES = SLOTS.length;

/** A product picture without its backdrop, its ids made its own so pieces do not share gradients. */
export function cutOut(svg: string, suffix: string): string {
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect x="0" y="0" width="800" height="800" fill="url\(#bg\)"\/>/, '')
    .replace(/<rect x="0" y="580" width="800" height="220" fill="#[0-9a-f]{6}"\/>/, '');
  return inner
    .replace(/id="([\w-]+)"/g, `id="$1-${suffix}"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#$1-${suffix})`);
}

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether a product picture can stand in the room: not one drawn over the whole canvas (a room, a
 * wall with a lamp, curtain or mirror on it) nor one hanging from the top edge (a pendant lamp).
 */
export function standsOnFloor(svg: string): boolean {
  const body = cutOut(svg, 'probe');
  const drawing = body.slice(body.indexOf('</defs>') + '</defs>'.length);
  return !/^<rect x="0" y="0" width="800"/.test(drawing) && !/^<g[^>]*><line [^>]*y1="0"/.test(drawing);
}

export interface RoomScene {
  svg: string;
  width: number;
  height: number;
  /** Where each piece is, in the order given; empty where a piece found no place. */
  points: ({ x: number; y: number } | undefined)[];
}

export interface RoomPiece {
  /** The product's picture (the catalogue's SVG). */
  svg: string;
  /** standsOnFloor(svg): stands in the room; otherwise it hangs framed on the wall (a room, a wall lamp). */
  standing: boolean;
}

/** Frames on the wall for pictures that cannot stand in the room: left of the window or right of it. */
const FRAME = 200;
const frameSlots = (windowLeft: number) =>
  (windowLeft === 160 ? [620, 860, 1100] : [180, 420, 660]).map((x) => ({ x, y: 150 }));
export const MAX_FRAMES = 3;

/**
 * Draws the room with the pieces in it (at most six standing, three framed). `accent` (#rrggbb)
 * tints the wall and its picture; `seed` varies the window side and the floor.
 */
export function renderRoomScene(pieces: RoomPiece[], accent: string, seed: number): RoomScene {
  const color = /^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : '#9a8f80';
  const wall = mix(color, '#f4f0ea', 0.82);
  const wallLow = mix(wall, '#d9d2c7', 0.35);
  const floor = seed % 2 === 0 ? '#c9a77c' : '#b48a5e';
  const plank = mix(floor, '#6b4a2f', 0.25);
  const windowLeft = seed % 2 === 0 ? 1080 : 160;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs>',
    `<linearGradient id="room-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wallLow}"/></linearGradient>`,
    `<linearGradient id="room-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(floor, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${floor}"/></linearGradient>`,
    '<linearGradient id="room-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcebf3"/><stop offset="1" stop-color="#b7d0de"/></linearGradient>',
    '<radialGradient id="room-light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${W}" height="${HORIZON}" fill="url(#room-wall)"/>`,
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#room-floor)"/>`,
  ];
  // Floor planks in perspective towards the centre.
  for (let i = -8; i <= 8; i += 1) {
    parts.push(
      `<line x1="${W / 2 + i * 70}" y1="${HORIZON}" x2="${W / 2 + i * 260}" y2="${H}" stroke="${plank}" stroke-width="2" opacity="0.5"/>`,
    );
  }
  for (const y of [700, 780, 880]) {
    parts.push(
      `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${plank}" stroke-width="1.5" opacity="0.35"/>`,
    );
  }
  parts.push(
    `<rect y="${HORIZON - 18}" width="${W}" height="18" fill="#f7f4ef"/>`,
    `<rect y="${HORIZON - 2}" width="${W}" height="4" fill="${mix(wallLow, '#000000', 0.15)}"/>`,
    // The window with its light on the floor.
    `<ellipse cx="${windowLeft + 180}" cy="${HORIZON + 170}" rx="330" ry="90" fill="url(#room-light)"/>`,
    `<rect x="${windowLeft}" y="90" width="360" height="420" fill="url(#room-sky)"/>`,
    `<rect x="${windowLeft}" y="90" width="360" height="420" fill="none" stroke="#ffffff" stroke-width="18"/>`,
    `<line x1="${windowLeft + 180}" y1="90" x2="${windowLeft + 180}" y2="510" stroke="#ffffff" stroke-width="10"/>`,
    `<line x1="${windowLeft}" y1="300" x2="${windowLeft + 360}" y2="300" stroke="#ffffff" stroke-width="10"/>`,
    `<rect x="${windowLeft - 30}" y="510" width="420" height="16" fill="#efe9e0"/>`,
  );
  const hung = pieces.filter((piece) => !piece.standing).length;
  if (hung === 0) {
    // A picture on the wall, in the accent colour.
    parts.push(
      `<rect x="${windowLeft === 160 ? 1120 : 260}" y="170" width="230" height="160" fill="#ffffff"/>`,
      `<rect x="${windowLeft === 160 ? 1135 : 275}" y="185" width="200" height="130" fill="${mix(color, '#ffffff', 0.35)}"/>`,
      `<path d="M${windowLeft === 160 ? 1135 : 275} 315l70-60l50 40l40-30l40 50z" fill="${mix(color, '#000000', 0.2)}"/>`,
    );
  }
  const points: RoomScene['points'] = [];
  const at = (x: number, y: number) => ({
    x: Math.round((x / W) * 10_000) / 10_000,
    y: Math.round((y / H) * 10_000) / 10_000,
  });
  // Framed on the wall, whole (backdrop included), with a white mount.
  const frames = frameSlots(windowLeft);
  let framed = 0;
  pieces.forEach((piece, i) => {
    if (piece.standing || framed === frames.length) return;
    const { x, y } = frames[framed]!;
    framed += 1;
    parts.push(
      `<rect x="${x - 12}" y="${y - 12}" width="${FRAME + 24}" height="${FRAME + 24}" fill="#ffffff" stroke="#3a3530" stroke-width="4"/>`,
      `<svg x="${x}" y="${y}" width="${FRAME}" height="${FRAME}" viewBox="0 0 ${PIECE} ${PIECE}">${piece.svg
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/id="([\w-]+)"/g, `id="$1-f${i}"`)
        .replace(/url\(#([\w-]+)\)/g, `url(#$1-f${i})`)}</svg>`,
    );
    points[i] = at(x + FRAME / 2, y + FRAME / 2);
  });
  // Standing in the room: slots in drawing order (back to front), taken in the order given.
  const standing = pieces
    .flatMap((piece, i) => (piece.standing ? [{ svg: piece.svg, i }] : []))
    .slice(0, SLOTS.length);
  const placed = standing.map(({ svg, i }, n) => ({
    svg,
    i,
    slot: SLOTS[[1, 2, 5, 3, 4, 0][n] ?? n] ?? SLOTS[0]!,
  }));
  placed.sort((a, b) => a.slot.ground - b.slot.ground);
  for (const { svg, i, slot } of placed) {
    const size = PIECE * slot.scale;
    const x = slot.cx - size / 2;
    const y = slot.ground - PIECE_GROUND * slot.scale;
    parts.push(
      `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 ${PIECE} ${PIECE}">${cutOut(svg, `p${i}`)}</svg>`,
    );
    points[i] = at(slot.cx, slot.ground - 170 * slot.scale);
  }
  parts.push('</svg>');
  return { svg: parts.join(''), width: W, height: H, points };
}
