// schema.org data in an inline <script type="application/ld+json"> (product pages, blog posts).

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes so no text in the data (a name
 * holding `</script>` or `<!--`) can end the script element; U+2028/U+2029 are escaped for old
 * JavaScript parsers. The result is still the same JSON value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
