// The wishlist page (spec §2 wishlist): each item with its picture, name, chosen options, price
// and stock, linked to its product page, and a remove button; an empty state otherwise. With
// multiple wish lists on, the lists' tabs and forms (WishlistLists) and a "move to" form per item.

import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { buttonClasses } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { ProductThumbnail } from '~/components/ui/ProductThumbnail';
import { useTranslation } from '~/i18n/react';
import type { FormMessage } from '~/lib/form-messages';
import { websiteHome } from '~/lib/shop/website-codes';
import { PageTitle } from './AccountSection';
import { HeartIcon, TrashIcon } from './icons';
import { MoveToListForm, useListName, WishlistLists } from './WishlistLists';
import { WishlistPrice } from './WishlistPrice';
import type { WishlistPageData } from './wishlist.server';
import type { WishlistItemView } from './wishlist-view';

/** An action beside an item's remove button (the cart's "move to cart"), composed by the route. */
export type WishlistItemAction = (item: WishlistItemView, wishlistId: string) => ReactNode;

function WishlistRow({
  item,
  wishlistId,
  renderItemAction,
  data,
}: {
  item: WishlistItemView;
  wishlistId: string;
  renderItemAction?: WishlistItemAction;
  data: WishlistPageData;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const removing = navigation.state === 'submitting' && navigation.formData?.get('item_id') === item.id;
  const name = item.href ? (
    <AppLink to={item.href} className="hover:text-accent">
      {item.name}
    </AppLink>
  ) : (
    item.name
  );
  return (
    <li
      className="grid grid-cols-[5.5rem_1fr] gap-4 py-5 xs:grid-cols-[7.5rem_1fr_auto] xs:gap-6"
      data-testid="wishlist-item"
      data-sku={item.sku}
    >
      {item.href ? (
        <AppLink to={item.href} tabIndex={-1} aria-hidden="true">
          <ProductThumbnail image={item.image} size={240} />
        </AppLink>
      ) : (
        <ProductThumbnail image={item.image} size={240} />
      )}
      <div className="min-w-0">
        <h2 className="font-medium text-balance">{name}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('listing.sku', { sku: item.sku })}</p>
        {item.options.length > 0 ? (
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {item.options.map((option) => (
              <div key={option.label} className="flex gap-1">
                <dt className="text-ink-muted">{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-2">
          <WishlistPrice price={item.price} />
        </div>
        {item.inStock ? null : <p className="mt-1 text-sm text-ink-muted">{t('listing.out_of_stock')}</p>}
      </div>
      <div className="col-start-2 flex flex-wrap items-start gap-4 xs:col-start-3 xs:row-start-1 xs:flex-col xs:items-end">
        {renderItemAction?.(item, wishlistId)}
        {data.multiple ? <MoveToListForm itemId={item.id} itemName={item.name} data={data} /> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="item_id" value={item.id} />
          <input type="hidden" name="wishlist_id" value={wishlistId} />
          <button
            type="submit"
            disabled={removing}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-error disabled:opacity-60"
            aria-label={t('account.wishlist.remove_product', { name: item.name })}
          >
            <TrashIcon className="size-4" />
            {t('account.wishlist.remove')}
          </button>
        </Form>
      </div>
    </li>
  );
}

export function WishlistPage({
  data,
  message,
  renderItemAction,
}: {
  data: WishlistPageData;
  message?: FormMessage | null;
  renderItemAction?: WishlistItemAction;
}) {
  const { t } = useTranslation();
  const listName = useListName();
  const shown = data.multiple ? data.lists.find((list) => list.id === data.wishlistId) : undefined;
  return (
    <div>
      <PageTitle
        intro={data.items.length > 0 ? t('account.wishlist.count', { count: data.items.length }) : undefined}
      >
        {t('account.nav.wishlist')}
      </PageTitle>
      {message ? (
        <div className="mb-6">
          <FormMessageAlert message={message} />
        </div>
      ) : null}
      {data.multiple && data.lists.length > 0 ? <WishlistLists data={data} /> : null}
      {shown ? <h2 className="sr-only">{listName(shown)}</h2> : null}
      {data.items.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line px-6 py-14 text-center"
          data-testid="wishlist-empty"
        >
          <HeartIcon className="mx-auto size-10 text-ink-muted" />
          <p className="mt-4 text-lg font-medium">{t('account.wishlist.empty')}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('account.wishlist.empty_hint')}</p>
          <AppLink to={websiteHome(data.website)} className={buttonClasses('accent', 'mt-6')}>
            {t('account.wishlist.continue_shopping')}
          </AppLink>
        </div>
      ) : (
        <ul className="divide-y divide-line border-y border-line" data-testid="wishlist-items">
          {data.items.map((item) => (
            <WishlistRow
              key={item.id}
              item={item}
              wishlistId={data.wishlistId}
              renderItemAction={renderItemAction}
              data={data}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
