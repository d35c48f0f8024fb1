import type { RequestContext } from '../../shared/context.ts';
import { type RoutedUrl, route, urlResolver } from './service.ts';

type Ctx = RequestContext;

export const routingResolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, ctx: Ctx) => route(ctx, args.url),
    urlResolver: (_: unknown, args: { url: string }, ctx: Ctx) => urlResolver(ctx, args.url),
  },
  RoutableUrl: {
    redirect_code: (u: RoutedUrl) => u.redirectCode,
    relative_url: (u: RoutedUrl) => u.relativeUrl,
    type: () => null,
  },
};
