// /robots.txt: crawlers may read the catalogue, not the shopper's own pages; the sitemap index is
// named on the host that served this file.
import { robotsTxt } from '~/features/sitemap/sitemap-xml';
import type { Route } from './+types/robots-txt';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
