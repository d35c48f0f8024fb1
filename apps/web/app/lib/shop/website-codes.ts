// Websites live at the first path segment: /ru/… and /int/… (no language prefix).
export const WEBSITE_CODES = ['ru', 'int'] as const;
export type WebsiteCode = (typeof WEBSITE_CODES)[number];

/** Spec §9: a visitor who cannot be placed anywhere else lands on the international website. */
export const FALLBACK_WEBSITE: WebsiteCode = 'int';

export function isWebsiteCode(value: string | null | undefined): value is WebsiteCode {
  return (WEBSITE_CODES as readonly string[]).includes(value ?? '');
}

/** The website's home page path: /int/. */
export function websiteHome(website: string): string {
  return `/${website}/`;
}

/** `/int/living-room?x=1` → `/ru/living-room?x=1`; a path without a website prefix gets one. */
export function replaceWebsitePrefix(pathWithSearch: string, website: string): string {
  const url = new URL(pathWithSearch, 'http://local');
  const segments = url.pathname.split('/');
  const rest = isWebsiteCode(segments[1]) ? segments.slice(2).join('/') : segments.slice(1).join('/');
  return `/${website}/${rest}${url.search}${url.hash}`;
}
