import { describe, expect, it } from 'vitest';
import { mergeMeta, parentMeta } from './merge-meta';

describe('mergeMeta', () => {
  const layout = [
    { title: 'Atrium' },
    { name: 'description', content: 'Furniture' },
    { tagName: 'link', rel: 'icon', href: '/favicon.svg' },
  ];

  it('replaces the title and description and keeps the icon link', () => {
    expect(
      mergeMeta(layout, [{ title: 'About us' }, { name: 'description', content: 'Who we are' }]),
    ).toEqual([
      { tagName: 'link', rel: 'icon', href: '/favicon.svg' },
      { title: 'About us' },
      { name: 'description', content: 'Who we are' },
    ]);
  });

  it('adds tags the parent does not have and keeps the parent ones it does not replace', () => {
    expect(mergeMeta(layout, [{ name: 'keywords', content: 'a, b' }])).toEqual([
      ...layout,
      { name: 'keywords', content: 'a, b' },
    ]);
  });

  it('takes the meta of every match but the last', () => {
    expect(parentMeta([{ meta: [{ title: 'Root' }] }, undefined, { meta: [{ title: 'Own' }] }])).toEqual([
      { title: 'Root' },
    ]);
  });
});
