// Where a form sends the shopper back to: only a path on this site (never //evil.example or a
// full URL), with an optional `from` marker telling the next page why it was reloaded.

export function safeRedirectPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback: string,
): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  return value;
}

export function withFrom(path: string, from: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set('from', from);
  return `${url.pathname}${url.search}${url.hash}`;
}
