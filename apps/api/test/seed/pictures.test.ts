import { describe, expect, it } from 'vitest';
import { PICTURE_KINDS, renderPicture, renderPlaceholder, shade } from '../../src/seed/catalogue/pictures.ts';

const tagBalance = (svg: string, tag: string) =>
  (svg.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length -
  (svg.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;

describe('generated product pictures', () => {
  it('draws every kind in every view as a self-contained SVG in the given colour', () => {
    for (const kind of PICTURE_KINDS) {
      for (const view of ['main', 'angle', 'detail', 'interior'] as const) {
        const svg = renderPicture({ kind, color: '#24395c', seed: 7, view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(tagBalance(svg, 'g'), `${kind} ${view}: <g> balanced`).toBe(0);
        expect(tagBalance(svg, 'svg')).toBe(0);
        // no scripts, no external references: safe to serve and to inline
        expect(svg).not.toMatch(/<script|href=|javascript:|<foreignObject/i);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(svg.toLowerCase()).toContain('#24395c');
      }
    }
  });

  it('is deterministic: the same spec gives the same bytes, another seed or colour another picture', () => {
    const a = renderPicture({ kind: 'sofa', color: '#c8a165', seed: 42 });
    expect(renderPicture({ kind: 'sofa', color: '#c8a165', seed: 42 })).toBe(a);
    expect(renderPicture({ kind: 'sofa', color: '#c8a165', seed: 43 })).not.toBe(a);
    expect(renderPicture({ kind: 'sofa', color: '#24395c', seed: 42 })).not.toBe(a);
    expect(renderPicture({ kind: 'sofa', color: '#c8a165', seed: 42, view: 'angle' })).not.toBe(a);
  });

  it('keeps the silhouette across colours: only colours change between variants', () => {
    const strip = (svg: string) => svg.replace(/#[0-9a-f]{6}/gi, '#');
    expect(strip(renderPicture({ kind: 'armchair', color: '#9b9d9e', seed: 5 }))).toBe(
      strip(renderPicture({ kind: 'armchair', color: '#c0643f', seed: 5 })),
    );
  });

  it('falls back to grey for anything that is not a #rrggbb colour, so nothing can be injected', () => {
    const svg = renderPicture({ kind: 'chair', color: '"/><script>alert(1)</script>', seed: 1 });
    expect(svg).not.toContain('script');
    expect(svg).toContain('#9b9d9e');
  });

  it('shades colours towards white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 0)).toBe('#808080');
  });

  it('has a placeholder picture', () => {
    const svg = renderPlaceholder();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});
