// Where project pictures and design PDFs live and how links to them are signed (decision 0031),
// read once from the environment. The server attaches the settings to each request context under a
// symbol key, as the payment gateways are: copies of the context inside transactions keep them.
import type { Env } from '../../env.ts';
import type { RequestContext } from '../../shared/context.ts';

export interface ProjectMediaSettings {
  /** PROJECT_MEDIA_DIR: outside MEDIA_DIR, never served as it is. */
  dir: string;
  /** PROJECT_MEDIA_SECRET: the HMAC-SHA256 key of the links. */
  secret: string;
  /** API_PUBLIC_URL, ending with `/`: links are built from it, never from a request's Host. */
  publicUrl: string;
  /** How long a link works, in seconds (PROJECT_MEDIA_LINK_MINUTES). */
  linkSeconds: number;
  /** MEDIA_DIR: the catalogue's pictures, drawn into the PDF. */
  catalogMediaDir: string;
}

export function projectMediaSettings(env: Env): ProjectMediaSettings {
  return {
    dir: env.PROJECT_MEDIA_DIR,
    secret: env.PROJECT_MEDIA_SECRET,
    publicUrl: env.API_PUBLIC_URL.endsWith('/') ? env.API_PUBLIC_URL : `${env.API_PUBLIC_URL}/`,
    linkSeconds: env.PROJECT_MEDIA_LINK_MINUTES * 60,
    catalogMediaDir: env.MEDIA_DIR,
  };
}

const SETTINGS = Symbol('project media settings');

type WithSettings = { [SETTINGS]?: ProjectMediaSettings };

export function attachProjectMedia<T extends object>(ctx: T, settings: ProjectMediaSettings): T {
  (ctx as WithSettings)[SETTINGS] = settings;
  return ctx;
}

export function projectMediaOf(ctx: RequestContext): ProjectMediaSettings {
  const settings = (ctx as WithSettings)[SETTINGS];
  if (!settings) throw new Error('project media settings were not attached to this request context');
  return settings;
}
