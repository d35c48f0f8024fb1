// The URL of an incoming request, for routing only: the path and query the client asked for, on
// the API's configured public origin. The Host header and an absolute request target
// (`POST http://elsewhere/graphql HTTP/1.1`) are client-chosen, so they never name a server we
// call or a URL we answer with (Host-header SSRF, issue 11 §3); a malformed Host cannot break it.
export function requestUrl(target: string | undefined, publicUrl: string): URL {
  const origin = new URL(publicUrl).origin;
  const raw = target ?? '/';
  // Absolute form keeps its path and query only; anything else unreadable is the root.
  const asked = URL.canParse(raw) ? new URL(raw) : null;
  const path = raw.startsWith('/') ? raw : asked ? `${asked.pathname}${asked.search}` : '/';
  // Appended, never resolved: `//elsewhere/x` stays a path of ours.
  return URL.canParse(`${origin}${path}`) ? new URL(`${origin}${path}`) : new URL(`${origin}/`);
}
