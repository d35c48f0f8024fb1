// The home page draws its own hero and category tiles. When the CMS home page holds sections of
// the same kind (`cms-hero`, a section with `cms-tiles`), those are left out and its other
// sections are shown; content without sections is shown whole.

const SECTION = /<section\b[^>]*>[\s\S]*?<\/section>/gi;
const DRAWN_BY_THE_STOREFRONT = /class\s*=\s*["'][^"']*\b(cms-hero|cms-tiles)\b/i;

export function homeContentSections(html: string): string[] {
  const sections = html.match(SECTION);
  if (!sections) return html.trim() ? [html] : [];
  return sections.filter((section) => !DRAWN_BY_THE_STOREFRONT.test(section));
}
