// The website layout: every page under /:website/. Its middleware turns a path without a valid
// website into a 301; its loader loads the shell (store, menu, footer, regions) for the first HTML.
import { ErrorPage } from '~/layout/ErrorPage';
import { Shell } from '~/layout/Shell';
import { shopContextMiddleware } from '~/lib/shop/shop-context.server';
import { websitePrefixMiddleware } from '~/lib/shop/website-prefix.server';
import { guards } from '~/middleware';
import type { Route } from './+types/website-layout';
import { loadWebsiteLayout } from './website-layout.server';

// The invite guard (check-hash) runs on every page: an invite link may point anywhere on the site.
export const middleware: Route.MiddlewareFunction[] = [
  websitePrefixMiddleware,
  shopContextMiddleware,
  ...guards('check-hash'),
];

export const loader = loadWebsiteLayout;

export function meta({ loaderData }: Route.MetaArgs) {
  const config = loaderData?.storeConfig;
  return [
    { title: config?.default_title ?? 'Atrium' },
    ...(config?.default_description ? [{ name: 'description', content: config.default_description }] : []),
    ...(config?.head_shortcut_icon
      ? [{ tagName: 'link', rel: 'icon', href: config.head_shortcut_icon, type: 'image/svg+xml' }]
      : []),
  ];
}

export default function WebsiteLayout() {
  return <Shell />;
}

/** The layout itself failed (spec §8: layout load failure → 500 with the message). */
export function ErrorBoundary() {
  return (
    <main className="min-h-screen">
      <ErrorPage />
    </main>
  );
}
