// Where helpdesk attachments live (HELPDESK_FILES_DIR), read once from the environment and attached
// to each request context under a symbol key, as project media settings are: copies of the context
// inside transactions keep it.
import type { Env } from '../../env.ts';
import type { RequestContext } from '../../shared/context.ts';

export interface HelpdeskSettings {
  /** HELPDESK_FILES_DIR: outside MEDIA_DIR and any public directory. */
  filesDir: string;
}

export const helpdeskSettings = (env: Env): HelpdeskSettings => ({ filesDir: env.HELPDESK_FILES_DIR });

const SETTINGS = Symbol('helpdesk settings');
type WithSettings = { [SETTINGS]?: HelpdeskSettings };

export function attachHelpdesk<T extends object>(ctx: T, settings: HelpdeskSettings): T {
  (ctx as WithSettings)[SETTINGS] = settings;
  return ctx;
}

export function helpdeskOf(ctx: RequestContext): HelpdeskSettings {
  const settings = (ctx as WithSettings)[SETTINGS];
  if (!settings) throw new Error('helpdesk settings were not attached to this request context');
  return settings;
}
