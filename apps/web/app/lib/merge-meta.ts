// A route's meta replaces its parents' in React Router. Pages that set their own title and
// description keep the layout's other tags (the icon link) through this merge: a tag of the page
// replaces the parent tag of the same kind (title, name, property, rel), the rest stay.
import type { MetaDescriptor } from 'react-router';
import { messagesOf } from '~/i18n/browser-messages';
import { lookup } from '~/i18n/translator';

function metaKey(descriptor: MetaDescriptor): string | null {
  if ('title' in descriptor) return 'title';
  if ('name' in descriptor && typeof descriptor.name === 'string') return `name:${descriptor.name}`;
  if ('property' in descriptor && typeof descriptor.property === 'string') {
    return `property:${descriptor.property}`;
  }
  if ('tagName' in descriptor && descriptor.tagName === 'link' && typeof descriptor.rel === 'string') {
    return `rel:${descriptor.rel}`;
  }
  return null;
}

export function mergeMeta(
  parent: readonly MetaDescriptor[],
  own: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const replaced = new Set(own.map(metaKey).filter((key): key is string => key !== null));
  return [...parent.filter((descriptor) => !replaced.has(metaKey(descriptor) ?? '')), ...own];
}

/** The meta of the routes above this one (React Router's `matches`), flattened. */
export function parentMeta(matches: readonly ({ meta?: MetaDescriptor[] } | undefined)[]): MetaDescriptor[] {
  return matches.slice(0, -1).flatMap((match) => match?.meta ?? []);
}

/** A plain (non-plural) text of the interface language (the root data's locale) for a meta function. */
export function messageFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  key: string,
): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined;
  const messages = typeof root?.locale === 'string' ? messagesOf(root.locale) : undefined;
  return messages ? lookup(messages, key) : undefined;
}
