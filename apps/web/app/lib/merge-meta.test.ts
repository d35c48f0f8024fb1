import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMessages, provideMessages } from '~/i18n/browser-messages';
import { mergeMeta, messageFromMatches, parentMeta } from './merge-meta';

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

describe('messageFromMatches', () => {
  const matches = [
    { id: 'root', loaderData: { locale: 'en-GB', messagesUrl: '/i18n/en-GB.0123456789.json' } },
  ];
  beforeAll(() => {
    provideMessages((locale) =>
      locale === 'en-GB' ? { categories: { title: 'All categories' } } : undefined,
    );
  });
  afterAll(() => provideMessages(browserMessages));

  it('reads a text of the interface language the root data names', () => {
    expect(messageFromMatches(matches, 'categories.title')).toBe('All categories');
    expect(
      messageFromMatches([{ id: 'root', loaderData: { locale: 'ru-RU' } }], 'categories.title'),
    ).toBeUndefined();
  });

  it('is undefined for a missing key or a group of keys', () => {
    expect(messageFromMatches(matches, 'categories.subtitle')).toBeUndefined();
    expect(messageFromMatches(matches, 'categories')).toBeUndefined();
  });
});
