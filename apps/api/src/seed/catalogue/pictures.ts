// Generated product pictures: a flat, studio-style SVG illustration of a piece of furniture (or a
// lamp, rug, mirror, vase…) in the product's colour on a soft background. Pure and deterministic:
// the same spec always gives the same bytes, so pictures can be shared by products with equal specs.
import { createRandom, type Random } from './random.ts';

export const PICTURE_KINDS = [
  'sofa',
  'corner-sofa',
  'armchair',
  'chair',
  'bar-stool',
  'office-chair',
  'dining-table',
  'round-table',
  'coffee-table',
  'desk',
  'bed',
  'kids-bed',
  'mattress',
  'wardrobe',
  'sideboard',
  'tv-unit',
  'bedside-table',
  'chest',
  'vitrine',
  'shelf',
  'pendant-lamp',
  'floor-lamp',
  'table-lamp',
  'wall-lamp',
  'lounger',
  'rug',
  'cushion',
  'curtain',
  'mirror',
  'vase',
  'room',
] as const;

export type PictureKind = (typeof PICTURE_KINDS)[number];
/** main: the product alone; angle: a second studio shot; detail: the material close up; interior: in a room. */
export type PictureView = 'main' | 'angle' | 'detail' | 'interior';

export interface PictureSpec {
  kind: PictureKind;
  /** Main colour, "#rrggbb". */
  color: string;
  /** Shape variety: proportions, legs, cushions… */
  seed: number;
  view?: PictureView;
}

const SIZE = 800;
const GROUND = 610;

// ---------------------------------------------------------------- colours

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb(hex).map((v) => v + (target - v) * a) as [number, number, number]);
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

const BACKGROUNDS = ['#f4f0ea', '#eef0ee', '#f1ede8', '#eceff3', '#f5f1e6', '#efeae6', '#edf0ea'];
const WOODS = ['#c8a165', '#a77b4f', '#6b4a2f', '#d9bd8c'];
const METALS = ['#2b2b2c', '#b59449', '#8f9396'];

// ---------------------------------------------------------------- drawing context

interface Ctx {
  r: Random;
  c: string;
  dark: string;
  darker: string;
  light: string;
  leg: string;
  metal: string;
  accent: string;
}

const f = (n: number) => Math.round(n * 10) / 10;

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function shadow(cx: number, width: number, y = GROUND): string {
  return ellipse(cx, y, width / 2, Math.max(10, width / 18), 'url(#shadow)');
}

/** A tapered leg from (x, top) down to the ground. */
function leg(x: number, top: number, bottom: number, width: number, fill: string, splay = 0): string {
  const w2 = width / 2;
  return path(
    `M${f(x - w2)} ${f(top)}L${f(x + w2)} ${f(top)}L${f(x + w2 * 0.6 + splay)} ${f(bottom)}L${f(x - w2 * 0.6 + splay)} ${f(bottom)}Z`,
    fill,
  );
}

// ---------------------------------------------------------------- kinds

function sofa(k: Ctx, opts: { width?: number; seats?: number; chaise?: boolean } = {}): string {
  const W = opts.width ?? k.r.int(500, 600);
  const seats = opts.seats ?? k.r.int(2, 3);
  const x = 400 - W / 2;
  const arm = k.r.int(50, 75);
  const backTop = k.r.int(300, 345);
  const seatTop = 445;
  const baseBottom = GROUND - k.r.int(22, 40);
  const rounded = k.r.int(14, 40);
  const out: string[] = [shadow(400, W + 40)];
  for (const lx of [x + 30, x + W - 30]) out.push(leg(lx, baseBottom - 4, GROUND, 14, k.leg));
  out.push(rect(x + 10, backTop, W - 20, baseBottom - backTop, k.dark, rounded));
  const inner = W - 2 * arm;
  const cw = inner / seats;
  for (let i = 0; i < seats; i++) {
    out.push(rect(x + arm + i * cw + 4, backTop + 14, cw - 8, seatTop - backTop - 6, k.light, 18));
    out.push(rect(x + arm + i * cw + 2, seatTop, cw - 4, 70, k.c, 16));
  }
  out.push(rect(x, 400, arm, baseBottom - 400, k.c, rounded));
  out.push(rect(x + W - arm, 400, arm, baseBottom - 400, k.c, rounded));
  out.push(rect(x + 10, seatTop + 66, W - 20, baseBottom - seatTop - 66, k.darker, 8));
  if (opts.chaise) {
    const cx = k.r.chance(0.5) ? x - 6 : x + W - 214;
    out.push(rect(cx, seatTop + 10, 220, baseBottom - seatTop - 6, k.c, 18));
    out.push(rect(cx + 8, seatTop + 4, 204, 30, k.light, 14));
  }
  if (k.r.chance(0.6)) {
    // a scatter cushion in the accent colour
    const px = x + arm + 12;
    out.push(
      path(
        `M${px} ${seatTop - 70}q40 10 80 0q-10 40 0 80q-40 -10 -80 0q10 -40 0 -80z`,
        k.accent,
        ' transform="rotate(-8 0 0)"',
      ),
    );
  }
  return out.join('');
}

function armchair(k: Ctx): string {
  const W = k.r.int(280, 340);
  const x = 400 - W / 2;
  const wing = k.r.chance(0.4);
  const backTop = wing ? 250 : k.r.int(300, 340);
  const baseBottom = GROUND - k.r.int(30, 60);
  const out = [shadow(400, W + 30)];
  for (const lx of [x + 26, x + W - 26])
    out.push(leg(lx, baseBottom - 4, GROUND, 14, k.leg, lx < 400 ? -6 : 6));
  out.push(rect(x + 14, backTop, W - 28, baseBottom - backTop, k.dark, wing ? 60 : 40));
  out.push(rect(x + 50, backTop + 20, W - 100, 200, k.light, 24));
  out.push(rect(x + 44, 455, W - 88, 70, k.c, 18));
  out.push(rect(x, 395, 58, baseBottom - 395, k.c, 28));
  out.push(rect(x + W - 58, 395, 58, baseBottom - 395, k.c, 28));
  out.push(rect(x + 14, 515, W - 28, baseBottom - 515, k.darker, 10));
  return out.join('');
}

function chair(k: Ctx): string {
  const W = k.r.int(190, 230);
  const x = 400 - W / 2;
  const seatY = 430;
  const style = k.r.int(0, 2);
  const out = [shadow(400, W + 20)];
  out.push(leg(x + 18, seatY + 10, GROUND, 14, k.leg, -10));
  out.push(leg(x + W - 18, seatY + 10, GROUND, 14, k.leg, 10));
  out.push(line(x + 22, 530, x + W - 22, 530, k.leg, 6));
  if (style === 0) {
    out.push(rect(x + 8, 215, W - 16, 150, k.c, 40));
    out.push(rect(x + 22, 360, 12, 70, k.leg), rect(x + W - 34, 360, 12, 70, k.leg));
  } else if (style === 1) {
    out.push(rect(x + 14, 220, W - 28, 26, k.leg, 8));
    for (let i = 0; i < 4; i++) out.push(rect(x + 34 + i * ((W - 80) / 3), 246, 10, 184, k.leg, 4));
    out.push(rect(x + 14, 220, 14, 210, k.leg, 4), rect(x + W - 28, 220, 14, 210, k.leg, 4));
  } else {
    out.push(path(`M${x} 330Q400 200 ${x + W} 330L${x + W - 14} 400L${x + 14} 400Z`, k.c));
  }
  out.push(rect(x - 6, seatY - 22, W + 12, 40, k.c, 16));
  out.push(rect(x - 2, seatY + 8, W + 4, 10, k.dark, 5));
  return out.join('');
}

function barStool(k: Ctx): string {
  const W = 180;
  const x = 400 - W / 2;
  const out = [shadow(400, W)];
  out.push(leg(x + 24, 300, GROUND, 12, k.metal, -20), leg(x + W - 24, 300, GROUND, 12, k.metal, 20));
  out.push(leg(400, 300, GROUND - 8, 10, shade(k.metal, 0.15)));
  out.push(rect(x + 6, 470, W - 12, 8, k.metal, 4));
  if (k.r.chance(0.5)) out.push(rect(x + 10, 170, W - 20, 80, k.c, 30), rect(394, 240, 12, 50, k.metal));
  out.push(rect(x - 10, 280, W + 20, 36, k.c, 18), rect(x - 6, 306, W + 12, 10, k.dark, 5));
  return out.join('');
}

function officeChair(k: Ctx): string {
  const out = [shadow(400, 340)];
  out.push(
    rect(300, 170, 200, 230, k.c, 60),
    rect(320, 190, 160, 190, k.light, 48),
    rect(390, 390, 20, 60, k.metal),
  );
  out.push(
    rect(290, 430, 220, 50, k.c, 22),
    rect(250, 390, 26, 70, k.metal, 10),
    rect(524, 390, 26, 70, k.metal, 10),
  );
  out.push(rect(392, 480, 16, 80, k.metal), rect(385, 520, 30, 40, k.darker, 6));
  for (const dx of [-170, -90, 0, 90, 170]) {
    out.push(line(400, 565, 400 + dx, 590, k.metal, 12));
    out.push(ellipse(400 + dx, 598, 12, 12, k.darker));
  }
  return out.join('');
}

function table(k: Ctx, kind: 'dining' | 'round' | 'coffee' | 'desk'): string {
  const W = kind === 'coffee' ? k.r.int(420, 520) : kind === 'round' ? k.r.int(380, 440) : k.r.int(520, 620);
  const x = 400 - W / 2;
  const top = kind === 'coffee' ? 470 : 380;
  const thick = k.r.int(16, 28);
  const out = [shadow(400, W + 20)];
  if (kind === 'round') {
    out.push(rect(386, top + thick, 28, GROUND - top - thick - 14, k.leg, 6));
    out.push(ellipse(400, GROUND - 10, 110, 14, k.leg));
    out.push(rect(x, top, W, thick, k.c, thick / 2), rect(x + 10, top + thick - 4, W - 20, 6, k.dark, 3));
    return out.join('');
  }
  const style = k.r.int(0, 2);
  if (kind === 'desk' && k.r.chance(0.5)) {
    // height-adjustable frame: columns on T-feet
    for (const cx of [x + 60, x + W - 60]) {
      out.push(rect(cx - 16, top + thick, 32, GROUND - top - thick - 14, k.metal, 4));
      out.push(rect(cx - 60, GROUND - 16, 120, 14, k.metal, 7));
    }
    out.push(rect(x + 60, top + thick, W - 120, 16, k.metal));
  } else if (style === 0) {
    for (const lx of [x + 28, x + W - 28]) out.push(leg(lx, top + thick, GROUND, 22, k.leg));
    out.push(rect(x + 20, top + thick, W - 40, 24, k.dark, 3));
  } else if (style === 1) {
    for (const lx of [x + 70, x + W - 70]) {
      out.push(
        path(
          `M${lx - 8} ${top + thick}L${lx + 8} ${top + thick}L${lx + 50} ${GROUND}L${lx + 34} ${GROUND}L${lx} ${top + 60}L${lx - 34} ${GROUND}L${lx - 50} ${GROUND}Z`,
          k.leg,
        ),
      );
    }
  } else {
    for (const lx of [x + 40, x + W - 40]) {
      out.push(rect(lx - 6, top + thick, 12, GROUND - top - thick, k.metal));
    }
    out.push(rect(x + 40, GROUND - 60, W - 80, 8, k.metal));
  }
  if (kind === 'desk') {
    out.push(rect(x + W - 190, top + thick, 150, 170, k.c, 4));
    for (let i = 0; i < 3; i++) {
      out.push(rect(x + W - 182, top + thick + 8 + i * 54, 134, 48, k.light, 3));
      out.push(rect(x + W - 135, top + thick + 28 + i * 54, 40, 6, k.metal, 3));
    }
  }
  if (kind === 'coffee' && k.r.chance(0.6)) out.push(rect(x + 30, GROUND - 50, W - 60, 12, k.dark, 4));
  out.push(rect(x, top, W, thick, k.c, 6), rect(x, top + thick - 6, W, 6, k.dark, 3));
  if (kind === 'dining' || kind === 'coffee') {
    // a small still life on the table
    out.push(ellipse(400 + k.r.int(-120, 120), top - 4, 46, 8, k.accent));
    out.push(path(`M${380} ${top}q-14 -60 10 -90q24 30 10 90z`, shade(k.accent, -0.2)));
  }
  return out.join('');
}

function bed(k: Ctx, kids = false): string {
  const W = kids ? 420 : k.r.int(540, 620);
  const x = 400 - W / 2;
  const headTop = kids ? 200 : k.r.int(230, 300);
  const out = [shadow(400, W + 30)];
  if (kids) {
    out.push(
      path(
        `M${x} 520L${x} 280L400 ${headTop}L${x + W} 280L${x + W} 520`,
        'none',
        ` stroke="${k.c}" stroke-width="16" stroke-linejoin="round"`,
      ),
    );
  } else {
    out.push(rect(x, headTop, W, 340, k.c, k.r.int(12, 50)));
    if (k.r.chance(0.6))
      for (let i = 1; i < 6; i++) out.push(rect(x + (i * W) / 6 - 2, headTop + 20, 4, 240, k.dark, 2));
  }
  out.push(rect(x - 10, 470, W + 20, 90, k.dark, 12));
  out.push(rect(x + 4, 430, W - 8, 50, '#f7f5f1', 14));
  out.push(
    rect(x + 30, 388, W * 0.38, 60, '#fbfaf7', 24),
    rect(x + W * 0.62 - 30, 388, W * 0.38, 60, '#fbfaf7', 24),
  );
  out.push(rect(x + W * 0.4, 440, W * 0.6 + 6, 70, k.accent, 18));
  for (const lx of [x + 10, x + W - 10]) out.push(leg(lx, 555, GROUND, 16, k.leg));
  return out.join('');
}

function mattress(k: Ctx): string {
  const out = [shadow(400, 620)];
  out.push(rect(90, 420, 620, 170, '#f8f6f2', 26));
  out.push(rect(90, 500, 620, 30, k.c, 6));
  for (let i = 1; i < 12; i++) out.push(ellipse(90 + (i * 620) / 12, 455, 4, 4, '#d9d4cb'));
  out.push(rect(90, 420, 620, 14, '#ffffff', 7));
  return out.join('');
}

function cabinet(
  k: Ctx,
  opts: { width: number; top: number; cols: number; rows: number; glass?: boolean; drawers?: boolean },
): string {
  const { width: W, top, cols, rows } = opts;
  const x = 400 - W / 2;
  const bottom = GROUND - 34;
  const out = [shadow(400, W + 20)];
  for (const lx of [x + 20, x + W - 20]) out.push(leg(lx, bottom - 2, GROUND, 14, k.leg));
  out.push(rect(x, top, W, bottom - top, opts.glass ? k.c : k.dark, 6));
  const cw = (W - 16) / cols;
  const ch = (bottom - top - 16) / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const px = x + 8 + i * cw;
      const py = top + 8 + j * ch;
      if (opts.glass) {
        out.push(rect(px + 3, py + 3, cw - 6, ch - 6, 'url(#glass)', 3));
        out.push(rect(px + 12, py + ch * 0.55, cw - 24, 4, shade(k.c, -0.3)));
        out.push(ellipse(px + cw / 2, py + ch * 0.55 - 20, 14, 20, k.accent));
      } else {
        out.push(rect(px + 3, py + 3, cw - 6, ch - 6, k.c, 4));
        out.push(
          opts.drawers
            ? rect(px + cw / 2 - 24, py + 16, 48, 6, k.metal, 3)
            : rect(i % 2 === 0 ? px + cw - 20 : px + 12, py + ch / 2 - 22, 6, 44, k.metal, 3),
        );
      }
    }
  }
  out.push(rect(x - 4, top - 8, W + 8, 12, shade(k.dark, -0.1), 4));
  return out.join('');
}

function shelf(k: Ctx): string {
  const W = k.r.int(300, 420);
  const x = 400 - W / 2;
  const top = 130;
  const levels = 5;
  const out = [shadow(400, W + 20)];
  out.push(rect(x, top, 14, GROUND - top, k.c), rect(x + W - 14, top, 14, GROUND - top, k.c));
  const gap = (GROUND - top) / levels;
  const books = ['#8e5a43', '#3f5a6e', '#c9b79c', '#6f7b62', '#a4473a', '#e4dccd'];
  for (let i = 0; i <= levels; i++) {
    const y = top + i * gap - (i === levels ? 12 : 0);
    out.push(rect(x, y, W, 12, k.c));
    if (i === levels) continue;
    let bx = x + 24;
    const count = k.r.int(0, 7);
    for (let b = 0; b < count && bx < x + W - 40; b++) {
      const bw = k.r.int(12, 24);
      const bh = k.r.int(gap * 0.45, gap * 0.8);
      out.push(rect(bx, y + gap - bh, bw, bh, k.r.pick(books), 2));
      bx += bw + 2;
    }
    if (k.r.chance(0.5) && bx < x + W - 90)
      out.push(path(`M${bx + 40} ${y + gap}q-22 -10 -14 -50q14 -10 28 0q8 40 -14 50z`, k.accent));
  }
  return out.join('');
}

function lampShade(k: Ctx, cx: number, y: number, w: number, type: number): string {
  if (type === 0)
    return path(`M${cx - w / 2} ${y + w * 0.5}A${w / 2} ${w / 2} 0 0 1 ${cx + w / 2} ${y + w * 0.5}Z`, k.c);
  if (type === 1)
    return path(
      `M${cx - w * 0.18} ${y}L${cx + w * 0.18} ${y}L${cx + w / 2} ${y + w * 0.6}L${cx - w / 2} ${y + w * 0.6}Z`,
      k.c,
    );
  if (type === 2) {
    return (
      ellipse(cx, y + w / 2, w / 2, w / 2, k.c) +
      ellipse(cx - w * 0.16, y + w * 0.34, w * 0.12, w * 0.08, shade(k.c, 0.5), ' opacity="0.7"')
    );
  }
  return rect(cx - w / 2, y, w, w * 0.55, k.c, 6);
}

function lightGlow(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r * 0.7, 'url(#glow)');
}

function pendantLamp(k: Ctx): string {
  const count = k.r.chance(0.3) ? 3 : 1;
  const type = k.r.int(0, 3);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = count === 1 ? 400 : 220 + i * 180;
    const drop = count === 1 ? 260 : 200 + (i % 2) * 80;
    const w = count === 1 ? k.r.int(240, 320) : 140;
    out.push(line(cx, 0, cx, drop, '#3a3a3a', 3));
    out.push(lightGlow(cx, drop + w * 0.6, w * 0.6));
    out.push(lampShade(k, cx, drop, w, type));
    out.push(ellipse(cx, drop + (type === 2 ? w : w * 0.55), w * 0.12, 8, '#fff6d8'));
  }
  return out.join('');
}

function floorLamp(k: Ctx): string {
  const type = k.r.int(0, 3);
  const arc = k.r.chance(0.35);
  const out = [shadow(400, 220), ellipse(400, GROUND - 6, 90, 14, k.metal)];
  if (arc) {
    out.push(
      path(
        `M400 ${GROUND - 10}L400 300Q420 120 580 170`,
        'none',
        ` stroke="${k.metal}" stroke-width="10" stroke-linecap="round"`,
      ),
    );
    out.push(lightGlow(580, 300, 140), lampShade(k, 580, 160, 180, 0));
  } else {
    out.push(rect(395, 200, 10, GROUND - 210, k.metal));
    out.push(lightGlow(400, 290, 180), lampShade(k, 400, 130, 220, type === 2 ? 3 : type));
  }
  return out.join('');
}

function tableLamp(k: Ctx): string {
  const out = [rect(140, 520, 520, 20, k.leg, 4), shadow(400, 240, 520)];
  const base = k.r.int(0, 2);
  if (base === 0) out.push(path('M340 520q-30 -90 20 -160q40 -20 80 0q50 70 20 160z', k.c));
  else if (base === 1) out.push(rect(370, 360, 60, 160, k.c, 30));
  else out.push(rect(390, 360, 20, 150, k.metal), ellipse(400, 515, 60, 10, k.metal));
  out.push(lightGlow(400, 300, 150), lampShade(k, 400, 210, 240, base === 2 ? 0 : 1 + (base === 1 ? 2 : 0)));
  return out.join('');
}

function wallLamp(k: Ctx): string {
  const out = [rect(0, 0, SIZE, SIZE, 'url(#wall)')];
  out.push(rect(370, 300, 60, 120, k.metal, 10), rect(395, 340, 110, 12, k.metal, 6));
  out.push(lightGlow(520, 420, 160), lampShade(k, 520, 330, 170, k.r.int(0, 3)));
  return out.join('');
}

function lounger(k: Ctx): string {
  const out = [shadow(400, 600)];
  out.push(path(`M120 480L600 480L700 300L730 310L640 500L120 500Z`, k.leg));
  for (let i = 0; i < 9; i++) out.push(rect(140 + i * 50, 478, 40, 12, shade(k.leg, 0.15), 3));
  out.push(path(`M130 462L600 462L690 292L715 300L625 484L130 484Z`, k.c, ' opacity="0.95"'));
  out.push(leg(150, 500, GROUND, 16, k.leg), leg(560, 500, GROUND, 16, k.leg));
  out.push(ellipse(640, GROUND - 22, 22, 22, k.metal), ellipse(640, GROUND - 22, 8, 8, '#ddd'));
  return out.join('');
}

function rug(k: Ctx): string {
  const pattern = k.r.int(0, 3);
  const out = [`<g transform="translate(400 470) scale(1 0.55) rotate(-12)">`];
  out.push(rect(-300, -260, 600, 520, k.c, 8));
  out.push(rect(-270, -230, 540, 460, 'none', 4, ` stroke="${k.accent}" stroke-width="14"`));
  if (pattern === 0) {
    for (let i = -200; i <= 200; i += 50) out.push(rect(i - 8, -200, 16, 400, shade(k.c, -0.15), 4));
  } else if (pattern === 1) {
    for (let i = -150; i <= 150; i += 100)
      for (let j = -150; j <= 150; j += 100)
        out.push(path(`M${i} ${j - 40}L${i + 40} ${j}L${i} ${j + 40}L${i - 40} ${j}Z`, k.accent));
  } else if (pattern === 2) {
    for (let r = 200; r > 20; r -= 45)
      out.push(ellipse(0, 0, r, r * 0.9, r % 2 ? shade(k.c, 0.2) : shade(k.c, -0.1)));
  } else {
    for (let i = 0; i < 10; i++)
      out.push(
        path(
          `M${k.r.int(-240, 200)} ${k.r.int(-200, 160)}q${k.r.int(20, 80)} ${k.r.int(-40, 40)} ${k.r.int(40, 120)} ${k.r.int(0, 60)}`,
          'none',
          ` stroke="${k.accent}" stroke-width="10" stroke-linecap="round"`,
        ),
      );
  }
  for (let i = -290; i <= 290; i += 14)
    out.push(line(i, 260, i, 285, shade(k.c, 0.3), 4), line(i, -260, i, -285, shade(k.c, 0.3), 4));
  out.push('</g>');
  return out.join('');
}

function cushion(k: Ctx): string {
  const out = [shadow(400, 360, 560)];
  const d = 'M220 250Q400 220 580 250Q560 400 580 550Q400 520 220 550Q240 400 220 250Z';
  out.push(path(d, k.c), path(d, 'none', ` stroke="${k.dark}" stroke-width="8"`));
  const pattern = k.r.int(0, 2);
  if (pattern === 0)
    for (let i = 0; i < 5; i++) out.push(rect(260 + i * 60, 280, 22, 240, shade(k.c, 0.18), 8));
  else if (pattern === 1) out.push(ellipse(400, 400, 90, 90, k.accent), ellipse(400, 400, 40, 40, k.c));
  out.push(
    path(
      'M250 280Q330 300 330 380',
      'none',
      ` stroke="${shade(k.c, 0.3)}" stroke-width="10" stroke-linecap="round" opacity="0.5"`,
    ),
  );
  return out.join('');
}

function curtain(k: Ctx): string {
  const out = [rect(0, 0, SIZE, SIZE, 'url(#wall)')];
  out.push(rect(260, 120, 280, 480, '#dfe9ef'), rect(270, 130, 260, 460, 'url(#glass)'));
  out.push(rect(80, 90, 640, 12, k.metal, 6));
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 110 : 470;
    for (let i = 0; i < 6; i++) out.push(rect(x0 + i * 38, 100, 40, 600, i % 2 ? k.c : shade(k.c, -0.1), 12));
    out.push(rect(x0 + 20, 440, 180, 14, k.accent, 7));
  }
  return out.join('');
}

function mirror(k: Ctx): string {
  const out = [rect(0, 0, SIZE, SIZE, 'url(#wall)'), shadow(400, 360)];
  const shape = k.r.int(0, 2);
  if (shape === 0) {
    out.push(ellipse(400, 360, 230, 230, k.c), ellipse(400, 360, 205, 205, 'url(#mirror)'));
  } else if (shape === 1) {
    const d = (inset: number) =>
      `M${200 + inset} ${600 - inset}L${200 + inset} ${300}A${200 - inset} ${200 - inset} 0 0 1 ${600 - inset} 300L${600 - inset} ${600 - inset}Z`;
    out.push(path(d(0), k.c), path(d(22), 'url(#mirror)'));
  } else {
    out.push(rect(230, 100, 340, 520, k.c, 10), rect(250, 120, 300, 480, 'url(#mirror)', 4));
  }
  out.push(line(300, 250, 380, 170, '#ffffff', 10).replace('/>', ' opacity="0.5"/>'));
  out.push(line(320, 300, 440, 180, '#ffffff', 6).replace('/>', ' opacity="0.4"/>'));
  return out.join('');
}

function vase(k: Ctx): string {
  const out = [shadow(400, 260)];
  const shape = k.r.int(0, 2);
  if (shape === 0)
    out.push(
      path(
        'M360 250Q350 300 300 380Q260 470 320 560Q340 600 400 600Q460 600 480 560Q540 470 500 380Q450 300 440 250Z',
        k.c,
      ),
    );
  else if (shape === 1) out.push(rect(310, 320, 180, 290, k.c, 40), rect(350, 290, 100, 40, k.dark, 12));
  else
    out.push(
      path('M380 180L380 330Q280 380 300 500Q320 600 400 605Q480 600 500 500Q520 380 420 330L420 180Z', k.c),
    );
  out.push(
    path(
      'M340 420Q330 480 350 540',
      'none',
      ` stroke="${shade(k.c, 0.45)}" stroke-width="12" stroke-linecap="round" opacity="0.6"`,
    ),
  );
  if (k.r.chance(0.6)) {
    for (let i = 0; i < 5; i++) {
      const dx = k.r.int(-160, 160);
      out.push(
        path(
          `M400 260Q${400 + dx / 2} 160 ${400 + dx} ${k.r.int(40, 120)}`,
          'none',
          ` stroke="#8a7a5c" stroke-width="4"`,
        ),
      );
      out.push(ellipse(400 + dx, k.r.int(40, 120), 18, 10, '#c9b48a'));
    }
  }
  return out.join('');
}

function room(k: Ctx, furnished = true): string {
  const wall = mix(k.c, '#f3efe9', 0.8);
  const out = [rect(0, 0, SIZE, 520, wall), rect(0, 520, SIZE, 280, '#c9a982')];
  for (let i = 0; i < 8; i++) out.push(rect(i * 100, 520, 2, 280, '#b8966c'));
  out.push(
    rect(470, 90, 230, 300, '#e4eef3'),
    rect(470, 90, 230, 300, 'none', 0, ' stroke="#ffffff" stroke-width="14"'),
  );
  out.push(line(585, 90, 585, 390, '#ffffff', 8));
  out.push(rect(120, 140, 150, 110, k.accent, 4), rect(132, 152, 126, 86, mix(k.accent, '#ffffff', 0.5), 2));
  if (furnished) {
    out.push(`<g transform="translate(40 180) scale(0.72)">${sofa(k, { width: 560, seats: 3 })}</g>`);
    out.push(`<g transform="translate(0 0) scale(0.5)">${pendantLamp({ ...k, c: k.metal })}</g>`);
    out.push(`<g transform="translate(520 300) scale(0.45)">${vase({ ...k, c: '#eae4da' })}</g>`);
  }
  out.push(
    path('M660 610q-30 -120 10 -200q30 80 -10 200z', '#6f8a5f'),
    path('M690 610q10 -140 60 -180q0 100 -60 180z', '#7f9a6b'),
  );
  out.push(rect(650, 600, 70, 70, '#d7cbb8', 8));
  return out.join('');
}

function detail(k: Ctx, kind: PictureKind): string {
  const out = [rect(0, 0, SIZE, SIZE, k.c)];
  const wooden = [
    'dining-table',
    'round-table',
    'coffee-table',
    'desk',
    'wardrobe',
    'sideboard',
    'tv-unit',
    'bedside-table',
    'chest',
    'shelf',
    'vitrine',
  ];
  if (wooden.includes(kind)) {
    for (let i = 0; i < 26; i++) {
      const y = i * 32 + k.r.int(-8, 8);
      out.push(
        path(
          `M0 ${y}Q200 ${y + k.r.int(-30, 30)} 400 ${y}T800 ${y}`,
          'none',
          ` stroke="${shade(k.c, -0.12)}" stroke-width="${k.r.int(2, 6)}" opacity="0.8"`,
        ),
      );
    }
    out.push(
      ellipse(
        k.r.int(200, 600),
        k.r.int(200, 600),
        40,
        18,
        'none',
        ` stroke="${shade(k.c, -0.2)}" stroke-width="4"`,
      ),
    );
  } else {
    for (let y = 0; y < SIZE; y += 16) out.push(rect(0, y, SIZE, 7, shade(k.c, -0.06)));
    for (let x = 0; x < SIZE; x += 16) out.push(rect(x, 0, 7, SIZE, shade(k.c, 0.05), 0, ' opacity="0.6"'));
    out.push(path('M0 560Q400 470 800 560L800 800L0 800Z', shade(k.c, -0.12)));
    out.push(
      path(
        'M0 560Q400 470 800 560',
        'none',
        ` stroke="${shade(k.c, 0.25)}" stroke-width="6" stroke-dasharray="18 12"`,
      ),
    );
  }
  return out.join('');
}

function draw(k: Ctx, kind: PictureKind): string {
  switch (kind) {
    case 'sofa':
      return sofa(k);
    case 'corner-sofa':
      return sofa(k, { width: 620, seats: 3, chaise: true });
    case 'armchair':
      return armchair(k);
    case 'chair':
      return chair(k);
    case 'bar-stool':
      return barStool(k);
    case 'office-chair':
      return officeChair(k);
    case 'dining-table':
      return table(k, 'dining');
    case 'round-table':
      return table(k, 'round');
    case 'coffee-table':
      return table(k, 'coffee');
    case 'desk':
      return table(k, 'desk');
    case 'bed':
      return bed(k);
    case 'kids-bed':
      return bed(k, true);
    case 'mattress':
      return mattress(k);
    case 'wardrobe':
      return cabinet(k, { width: k.r.int(360, 460), top: 110, cols: k.r.int(2, 3), rows: 1 });
    case 'sideboard':
      return cabinet(k, { width: k.r.int(520, 620), top: 360, cols: k.r.int(3, 4), rows: 1 });
    case 'tv-unit':
      return cabinet(k, { width: 640, top: 450, cols: 4, rows: 1, drawers: true });
    case 'bedside-table':
      return cabinet(k, { width: 240, top: 380, cols: 1, rows: k.r.int(1, 2), drawers: true });
    case 'chest':
      return cabinet(k, {
        width: k.r.int(360, 480),
        top: 280,
        cols: k.r.int(1, 2),
        rows: k.r.int(3, 4),
        drawers: true,
      });
    case 'vitrine':
      return cabinet(k, { width: k.r.int(300, 400), top: 110, cols: 2, rows: 3, glass: true });
    case 'shelf':
      return shelf(k);
    case 'pendant-lamp':
      return pendantLamp(k);
    case 'floor-lamp':
      return floorLamp(k);
    case 'table-lamp':
      return tableLamp(k);
    case 'wall-lamp':
      return wallLamp(k);
    case 'lounger':
      return lounger(k);
    case 'rug':
      return rug(k);
    case 'cushion':
      return cushion(k);
    case 'curtain':
      return curtain(k);
    case 'mirror':
      return mirror(k);
    case 'vase':
      return vase(k);
    case 'room':
      return room(k);
  }
}

/** Kinds drawn over the whole canvas (a wall, a room) rather than as an object on the floor. */
const FULL_FRAME = new Set<PictureKind>(['room', 'wall-lamp', 'curtain', 'mirror', 'rug']);

/** The SVG document of a picture. */
export function renderPicture(spec: PictureSpec): string {
  const color = isHexColor(spec.color) ? spec.color.toLowerCase() : '#9b9d9e';
  const view = spec.view ?? 'main';
  // Shapes depend on the seed only, so every colour of a product has the same silhouette.
  const r = createRandom(spec.seed * 7919 + 17);
  const bg = BACKGROUNDS[spec.seed % BACKGROUNDS.length]!;
  const accents = ['#c0643f', '#cf9d2a', '#2f6b57', '#24395c', '#d3a49b', '#8d9c7b'];
  let accent = accents[spec.seed % accents.length]!;
  if (accent === color) accent = accents[(spec.seed + 1) % accents.length]!;
  const light = luminance(color) > 0.8;
  const k: Ctx = {
    r,
    c: color,
    dark: shade(color, light ? -0.1 : -0.18),
    darker: shade(color, light ? -0.2 : -0.32),
    light: shade(color, 0.12),
    leg: WOODS[spec.seed % WOODS.length]!,
    metal: METALS[spec.seed % METALS.length]!,
    accent,
  };
  let body: string;
  let background = bg;
  if (view === 'detail') body = detail(k, spec.kind);
  else if (view === 'interior' && spec.kind !== 'room') {
    body = `${room({ ...k, c: mix(bg, color, 0.25) }, false)}<g transform="translate(90 250) scale(0.62)">${draw(k, spec.kind)}</g>`;
  } else {
    body = draw(k, spec.kind);
    if (!FULL_FRAME.has(spec.kind))
      body = `<g transform="translate(400 ${GROUND}) scale(1.15) translate(-400 -${GROUND})">${body}</g>`;
    if (view === 'angle') {
      background = shade(bg, -0.03);
      body = `<g transform="translate(800 40) scale(-0.95 0.95) skewY(4)">${body}</g>`;
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 0.35)}"/><stop offset="1" stop-color="${background}"/></linearGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef4f6" stop-opacity="0.9"/><stop offset="1" stop-color="#c9d6dc" stop-opacity="0.9"/></linearGradient>',
    '<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eff2"/><stop offset="0.6" stop-color="#b9c6cd"/><stop offset="1" stop-color="#9fb0b9"/></linearGradient>',
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(background, 0.3)}"/><stop offset="1" stop-color="${shade(background, -0.04)}"/></linearGradient>`,
    '</defs>',
    rect(0, 0, SIZE, SIZE, 'url(#bg)'),
    view === 'main' || view === 'angle'
      ? rect(0, GROUND - 30, SIZE, SIZE - GROUND + 30, shade(background, -0.04))
      : '',
    body,
    '</svg>',
  ].join('');
}

/** Magento's "image not available" picture, in the shop's colours. */
export function renderPlaceholder(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    rect(0, 0, SIZE, SIZE, '#f1eee9'),
    path('M250 520L340 410L410 480L470 420L560 520Z', '#d6cfc4'),
    ellipse(330, 330, 34, 34, '#d6cfc4'),
    rect(220, 250, 360, 300, 'none', 16, ' stroke="#d6cfc4" stroke-width="14"'),
    '</svg>',
  ].join('');
}

/** A colour swatch picture (for image swatches and previews). */
export function renderSwatch(color: string): string {
  const c = isHexColor(color) ? color : '#9b9d9e';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90" width="90" height="90"><rect width="90" height="90" fill="${c}"/><path d="M0 90L90 0L90 90Z" fill="${shade(c, -0.08)}"/></svg>`;
}
