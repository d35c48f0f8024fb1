// Multiple wish lists on the wishlist page: a tab per list (links to `?list=<id>`, with its item
// count), a form to create a list, and for the list shown a form to rename it or change its
// visibility and a button to delete it (not the default list). Plain forms inside <details>, so
// they work without JavaScript; the route's action answers each with a redirect and a message.
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { SelectField } from '~/components/ui/SelectField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { accountPaths } from './account-paths';
import type { WishlistListView, WishlistPageData } from './wishlist.server';
import { listDisplayName } from './wishlist-form';
import { MAX_LIST_NAME } from './wishlist-lists-form';

/** A list's name as shown: the default list's API name in the interface language until renamed. */
export function useListName() {
  const { t } = useTranslation();
  return (list: Pick<WishlistListView, 'isDefault' | 'name'>) =>
    listDisplayName(list, t('account.wishlist.default_name'));
}

function VisibilityField({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('account.wishlist.visibility')}
      name="visibility"
      defaultValue={defaultValue}
      options={[
        { value: 'PRIVATE', label: t('account.wishlist.visibility_private') },
        { value: 'PUBLIC', label: t('account.wishlist.visibility_public') },
      ]}
    />
  );
}

export function WishlistLists({ data }: { data: WishlistPageData }) {
  const { t } = useTranslation();
  const listName = useListName();
  const navigation = useNavigation();
  // Each page visit (a redirect after a post included) starts with the forms folded and empty.
  const visit = useLocation().key;
  const busy = navigation.state === 'submitting';
  const current = data.lists.find((list) => list.id === data.wishlistId) ?? data.lists[0];
  const full = data.maxLists > 0 && data.lists.length >= data.maxLists;
  const summary =
    'cursor-pointer list-none text-sm font-medium text-accent hover:text-accent-hover [&::-webkit-details-marker]:hidden';
  return (
    <div className="mb-6 space-y-4" data-testid="wishlist-lists">
      <nav aria-label={t('account.wishlist.lists_label')} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {data.lists.map((list) => {
            const active = list.id === current?.id;
            return (
              <li key={list.id} className="shrink-0">
                <Link
                  to={list.isDefault ? accountPaths.wishlist(data.website) : `?list=${list.id}`}
                  aria-current={active ? 'page' : undefined}
                  data-testid="wishlist-tab"
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm ${
                    active ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink-muted'
                  }`}
                >
                  <span>{listName(list)}</span>
                  <span className={active ? 'text-surface/70' : 'text-ink-muted'}>{list.itemsCount}</span>
                  {list.visibility === 'PUBLIC' ? (
                    <span className="sr-only">{t('account.wishlist.visibility_public')}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <details key={`create-${visit}`} className="group w-full sm:w-auto" data-testid="wishlist-create">
          <summary className={summary}>+ {t('account.wishlist.new_list')}</summary>
          {full ? (
            <p className="mt-3 text-sm text-ink-muted">
              {t('account.wishlist.lists_limit', { count: data.maxLists })}
            </p>
          ) : (
            <Form method="post" className="mt-3 grid gap-4 rounded-lg border border-line p-4 sm:w-[28rem]">
              <input type="hidden" name="intent" value="create" />
              <TextField
                label={t('account.wishlist.list_name')}
                name="name"
                required
                maxLength={MAX_LIST_NAME}
              />
              <VisibilityField defaultValue="PRIVATE" />
              <Button type="submit" variant="accent" disabled={busy} className="justify-self-start">
                {t('account.wishlist.create_list')}
              </Button>
            </Form>
          )}
        </details>
        {current ? (
          <details key={`edit-${visit}`} className="w-full sm:w-auto" data-testid="wishlist-edit">
            <summary className={summary}>{t('account.wishlist.edit_list')}</summary>
            <div className="mt-3 grid gap-4 rounded-lg border border-line p-4 sm:w-[28rem]">
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="wishlist_id" value={current.id} />
                <TextField
                  label={t('account.wishlist.list_name')}
                  name="name"
                  required
                  maxLength={MAX_LIST_NAME}
                  defaultValue={listName(current)}
                />
                <VisibilityField defaultValue={current.visibility} />
                <Button type="submit" variant="accent" disabled={busy} className="justify-self-start">
                  {t('account.wishlist.save_list')}
                </Button>
              </Form>
              {current.isDefault ? (
                <p className="text-sm text-ink-muted">{t('account.wishlist.default_kept')}</p>
              ) : (
                <Form method="post" className="border-t border-line pt-4">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="wishlist_id" value={current.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="text-sm font-medium text-error hover:underline disabled:opacity-60"
                  >
                    {t('account.wishlist.delete_list', { name: listName(current) })}
                  </button>
                </Form>
              )}
            </div>
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** An item's "move to another list" form: the other lists to choose from, and the button. */
export function MoveToListForm({
  itemId,
  itemName,
  data,
}: {
  itemId: string;
  itemName: string;
  data: WishlistPageData;
}) {
  const { t } = useTranslation();
  const listName = useListName();
  const others = data.lists.filter((list) => list.id !== data.wishlistId);
  if (others.length === 0) return null;
  return (
    <Form method="post" className="flex items-end gap-2" data-testid="wishlist-move">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="wishlist_id" value={data.wishlistId} />
      <input type="hidden" name="item_id" value={itemId} />
      <label className="sr-only" htmlFor={`move-${itemId}`}>
        {t('account.wishlist.move_product', { name: itemName })}
      </label>
      <select
        id={`move-${itemId}`}
        name="to"
        className="h-9 max-w-44 rounded-md border border-line bg-surface px-2 text-sm"
        defaultValue={others[0]?.id}
      >
        {others.map((list) => (
          <option key={list.id} value={list.id}>
            {listName(list)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="h-9 rounded-md border border-line px-3 text-sm font-medium hover:border-ink-muted"
      >
        {t('account.wishlist.move')}
      </button>
    </Form>
  );
}
