// What the add-to-project page's loader gives the drawer and the page, and what its action answers
// a fetcher (the drawer): the project the product went to, or why not. Without JavaScript the same
// form posts and gets a redirect with a flash message instead.
import type { FieldErrors, FormMessage } from '~/lib/form-messages';
import type { AddToProjectProduct } from './project-form';

export interface AddToProjectChoices {
  website: string;
  /** The product from the query (null when the link carried none: nothing to add). */
  product: AddToProjectProduct | null;
  /** The customer's active projects, newest first; null when they could not be loaded. */
  projects: { id: number; name: string }[] | null;
}

export type AddToProjectAnswer =
  | { ok: true; projectId: number; projectName: string; productName: string; quantity: number }
  | { ok: false; signIn: true }
  | {
      ok: false;
      errors?: FieldErrors<'project' | 'new_project_name' | 'quantity' | 'product'>;
      message?: FormMessage;
    };
