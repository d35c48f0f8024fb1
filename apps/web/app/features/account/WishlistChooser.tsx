// The list chooser of a heart (multiple wish lists on, Magento Commerce's and PWA Studio's "Add to
// list"): a modal dialog with a checkbox per wish list, ticked where the list holds the product;
// ticking adds the product to that list and unticking removes it, at once. "New list…" asks for a
// name, creates the list (private) and adds the product to it. Changes go to the shared wish list
// state, so the heart (and every other heart of the page) follows.
//
// A native <dialog> opened with showModal(): it lies above everything (a card's blurred, clipped
// corner cannot hold it), the page behind is inert, Escape closes it; focus goes to the first list
// and back to the heart when it closes. On phones it is a sheet at the bottom of the screen.
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CloseButton } from '~/components/ui/CloseButton';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { ui } from '~/lib/ui-store';
import type { WishlistStateUpdate } from './use-wishlist-state';
import { type WishlistActionData, wishlistActionPath } from './wishlist-action-data';
import {
  canCreateList,
  listDisplayName,
  matchingEntries,
  type WishlistListState,
  type WishlistState,
  withListChange,
} from './wishlist-form';
import { MAX_LIST_NAME } from './wishlist-lists-form';

export interface WishlistChooserProps {
  state: WishlistState;
  update: WishlistStateUpdate;
  website: string;
  /** Where a post without JavaScript would come back to (the chooser itself always has it). */
  redirectTo: string;
  productName: string;
  sku: string;
  variantSku?: string | null;
  quantity: number;
  onClose: () => void;
}

/** What the chooser posts to tick a list (add the product) or untick it (remove its items). */
export function chooserToggleForm(
  list: WishlistListState,
  product: { sku: string; variantSku?: string | null; quantity: number },
  redirectTo: string,
): FormData {
  const form = new FormData();
  form.set(VIA_FETCHER.name, VIA_FETCHER.value);
  form.set('redirect_to', redirectTo);
  form.set('wishlist_id', list.id);
  const held = matchingEntries(list, product.sku, product.variantSku);
  if (held.length > 0) {
    form.set('intent', 'remove');
    for (const entry of held) form.append('item_id', entry.itemId);
  } else {
    form.set('intent', 'add');
    form.set('sku', product.variantSku ?? product.sku);
    if (product.variantSku) form.set('parent_sku', product.sku);
    form.set('quantity', String(product.quantity));
  }
  return form;
}

export function WishlistChooser(props: WishlistChooserProps) {
  const { state, update, productName, sku, variantSku, quantity, onClose } = props;
  const { t } = useTranslation();
  const { message } = useFormMessages();
  const fetcher = useFetcher<WishlistActionData>();
  const dialog = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const checkboxId = (listId: string) => `${baseId}-list-${listId}`;
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  /** The tick a change on its way shows at once (the list's id and whether it becomes ticked). */
  const [ticking, setTicking] = useState<{ listId: string; checked: boolean } | null>(null);
  /** The control to focus once the next render is on screen (after a list was created, a cancel). */
  const [focusNext, setFocusNext] = useState<string | null>(null);
  // The dialog closes first: while it is modal the heart behind it cannot take the focus back.
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };
  const nameOf = (list: Pick<WishlistListState, 'isDefault' | 'name'>) =>
    listDisplayName(list, t('account.wishlist.default_name'));

  // Open as a modal dialog at once, with focus on the first list; closing hands focus back (the
  // heart does that in onClose), and the page behind keeps its scroll position.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    element.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // The answer of a tick, an untick or a new list: the list as the API answered it replaces the
  // one in the page's state, and the live region says what happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, with that render's state
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      const changed = result.list;
      const next = changed ? withListChange(state, result.wishlistId, changed) : state;
      if (changed) update((current) => withListChange(current, result.wishlistId, changed));
      const list = next.lists.find((item) => item.id === changed?.id || item.id === result.wishlistId);
      const name = list ? nameOf(list) : '';
      setStatus({
        text: t(result.intent === 'add' ? 'account.wishlist.added_to' : 'account.wishlist.removed_from', {
          list: name,
        }),
        error: false,
      });
      if (creating && changed) {
        setCreating(false);
        setFocusNext(checkboxId(changed.id));
      }
    } else if ('signIn' in result) {
      // The session ended meanwhile: sign in first, as a guest's heart does.
      close();
      ui.openCustomerDrawer('signIn', false);
    } else {
      const created = result.list;
      if (created) {
        update((current) => withListChange(current, created.id, created));
        setCreating(false);
        setFocusNext(checkboxId(created.id));
      }
      setStatus({ text: message(result.message) ?? '', error: true });
    }
  }, [fetcher.data]);

  // Once the answer is in (or the request failed), the lists show the state again.
  useEffect(() => {
    if (fetcher.state === 'idle') setTicking(null);
  }, [fetcher.state]);

  const busy = fetcher.state !== 'idle' || ticking !== null;
  const product = { sku, variantSku, quantity };

  const toggle = (list: WishlistListState) => {
    // One change at a time: a second would cut the first one's answer off.
    if (busy) return;
    setStatus(null);
    setTicking({ listId: list.id, checked: matchingEntries(list, sku, variantSku).length === 0 });
    fetcher.submit(chooserToggleForm(list, product, props.redirectTo), {
      method: 'post',
      action: wishlistActionPath(props.website),
    });
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is the mouse's Escape (the dialog's cancel)
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="wishlist-chooser"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser may also close it by itself (a repeated Escape skips the cancel event).
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself (its content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="mx-0 mt-auto mb-0 max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-xl bg-surface-raised p-0 text-ink shadow-2xl backdrop:bg-black/50 xs:m-auto xs:max-w-sm xs:rounded-xl"
    >
      <div className="p-5 xs:p-6">
        <div className="mb-1 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-medium">
            {t('account.wishlist.chooser_title')}
          </h2>
          <CloseButton onClick={close} className="-mt-1" />
        </div>
        <p className="mb-4 truncate text-sm text-ink-muted">{productName}</p>
        <fieldset aria-busy={busy}>
          <legend className="sr-only">{t('account.wishlist.chooser_lists', { name: productName })}</legend>
          <ul className="-mx-2 space-y-0.5">
            {state.lists.map((list) => {
              const held = matchingEntries(list, sku, variantSku).length > 0;
              const checked = ticking?.listId === list.id ? ticking.checked : held;
              return (
                <li key={list.id}>
                  <label
                    htmlFor={checkboxId(list.id)}
                    className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2.5 hover:bg-surface-muted"
                  >
                    <input
                      id={checkboxId(list.id)}
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggle(list)}
                      data-testid="wishlist-chooser-list"
                      data-list-id={list.id}
                      className="size-5 shrink-0 rounded border-line accent-accent focus-visible:outline-2 focus-visible:outline-accent"
                    />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{nameOf(list)}</span>
                    <span className="shrink-0 text-xs text-ink-muted">
                      {t('account.wishlist.count', { count: list.entries.length })}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-3 border-t border-line pt-3">
          {creating ? (
            <fetcher.Form
              method="post"
              action={wishlistActionPath(props.website)}
              className="grid gap-3"
              data-testid="wishlist-chooser-create"
              onSubmit={() => setStatus(null)}
            >
              <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} />
              <input type="hidden" name="redirect_to" value={props.redirectTo} />
              <input type="hidden" name="intent" value="add_to_new" />
              <input type="hidden" name="sku" value={variantSku ?? sku} />
              {variantSku ? <input type="hidden" name="parent_sku" value={sku} /> : null}
              <input type="hidden" name="quantity" value={quantity} />
              <TextField
                label={t('account.wishlist.list_name')}
                name="name"
                required
                maxLength={MAX_LIST_NAME}
                autoComplete="off"
                autoFocus
              />
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex items-center justify-center rounded-md bg-accent px-4 py-2.5 text-sm font-medium text-white hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
                >
                  {t('account.wishlist.create_and_add')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setCreating(false);
                    setFocusNext(`${baseId}-new`);
                  }}
                  className="rounded-md px-3 py-2.5 text-sm font-medium text-ink-muted hover:text-ink"
                >
                  {t('account.wishlist.cancel')}
                </button>
              </div>
            </fetcher.Form>
          ) : canCreateList(state) ? (
            <button
              id={`${baseId}-new`}
              type="button"
              onClick={() => {
                setStatus(null);
                setCreating(true);
              }}
              className="rounded-md px-0 py-1.5 text-sm font-medium text-accent hover:text-accent-hover focus-visible:outline-2 focus-visible:outline-accent"
            >
              + {t('account.wishlist.new_list_more')}
            </button>
          ) : (
            <p className="text-sm text-ink-muted">
              {t('account.wishlist.lists_limit', { count: state.maxLists })}
            </p>
          )}
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-success" data-testid="wishlist-chooser-status">
          {status && !status.error ? status.text : ''}
        </p>
        {status?.error ? (
          <p role="alert" className="text-sm text-error">
            {status.text}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
