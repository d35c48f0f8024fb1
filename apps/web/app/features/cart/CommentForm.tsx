// The shopper's comment on the order (spec §3 Cart.comment), saved with addCommentToCart. Atrium's:
// not shown on a Magento backend.

import { Button } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import { CartFormFields } from './CartFormFields';
import { cartPagePath } from './cart-action-data';
import { MAX_COMMENT_LENGTH } from './cart-form';
import { useCartFetcher } from './use-cart-fetcher';

export function CommentForm({ website, comment }: { website: string; comment: string }) {
  const { t } = useTranslation();
  const fetcher = useCartFetcher();
  const offered = useBackendHas('cartComment');
  if (!offered) return null;
  return (
    <section className="rounded-lg border border-line p-5">
      <fetcher.Form method="post" action={cartPagePath(website)}>
        <CartFormFields intent="comment" />
        <label htmlFor="cart-comment-field" className="font-medium">
          {t('cart.comment.label')}
        </label>
        <textarea
          id="cart-comment-field"
          name="comment"
          rows={3}
          maxLength={MAX_COMMENT_LENGTH}
          defaultValue={comment}
          placeholder={t('cart.comment.placeholder')}
          className="mt-3 w-full rounded-md border border-line bg-surface px-3.5 py-2.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/30"
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} className="mt-3">
          {t('cart.comment.save')}
        </Button>
      </fetcher.Form>
    </section>
  );
}
