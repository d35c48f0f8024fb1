// What the design tab's action answers a form or fetcher with: which request it was, and its error.
import type { FormMessage } from '~/lib/form-messages';
import type { DesignIntent } from './design-form';

export type DesignActionData =
  | { ok: true; intent: DesignIntent | null }
  | { ok: false; intent: DesignIntent | null; message: FormMessage };
