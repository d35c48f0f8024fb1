// The showcase's name in the store's language: the name of its category (154, our-projects) in
// the layout's menu (the catalog feature's menu-tree.ts; only the fields read here are named).

/** A category of the layout's menu, as far as the showcase reads it. */
interface MenuEntry {
  name: string;
  /** Path below the website prefix, with the category URL suffix. */
  path: string;
}

/** The showcase's URL path below the website (the route's URL, unchanged). */
export const SHOWCASE_PATH = 'our-projects';

export function findShowcaseCategory<T extends MenuEntry>(menu: readonly T[]): T | undefined {
  return menu.find((category) => category.path.replace(/\.[a-z]+$/, '') === SHOWCASE_PATH);
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The showcase category's name from the website layout's data in a meta function's matches. */
export function showcaseNameFromMatches(matches: readonly (MatchWithData | undefined)[]): string | undefined {
  const layout = matches.find((match) => match?.id === 'website')?.loaderData as
    | { menu?: MenuEntry[] }
    | undefined;
  return layout?.menu ? findShowcaseCategory(layout.menu)?.name : undefined;
}
