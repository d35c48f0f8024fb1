// A grouped product's members on the product page (issue 18): a table of the products (picture,
// name linked to the member's own page when it has one, price, stock) with a quantity each, starting
// at the group's default quantity; 0 leaves a member out. The quantities post with the add-to-cart
// form as `grouped_qty[<sku>]` (also without JavaScript) and each member becomes its own cart line.
import { QuantityField } from '~/components/cart/QuantityField';
import { AppLink } from '~/components/ui/AppLink';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { groupedQuantityFieldName } from '~/lib/cart/grouped-quantities';
import { mediaSrcSet } from '~/lib/responsive-image';
import type { GroupedMemberView } from './grouped-selection';

export function GroupedMembers({
  members,
  website,
  form,
  quantities,
  onChange,
}: {
  members: GroupedMemberView[];
  website: string;
  form?: string;
  quantities: Readonly<Record<string, string>>;
  onChange: (sku: string, quantity: string) => void;
}) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  return (
    <table className="w-full text-sm" data-testid="grouped-members">
      <caption className="sr-only">{t('product.grouped.caption')}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-ink-muted uppercase">
          <th scope="col" className="pb-2 font-medium">
            {t('product.grouped.product')}
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            {t('product.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const discounted = member.regularPrice.value > member.price.value;
          return (
            <tr
              key={member.uid}
              className="border-b border-line align-top last:border-b-0"
              data-testid="grouped-member"
              data-sku={member.sku}
            >
              <td className="py-3 pr-3">
                <div className="flex gap-3">
                  <div className="size-14 shrink-0 overflow-hidden rounded bg-surface-muted xs:size-16">
                    {member.image ? (
                      <img
                        src={member.image.url}
                        srcSet={mediaSrcSet(member.image.url, 64)}
                        sizes="64px"
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="min-w-0">
                    {member.urlPath ? (
                      <AppLink
                        to={`/${website}/${member.urlPath}`}
                        className="font-medium text-balance text-ink hover:text-accent"
                      >
                        {member.name}
                      </AppLink>
                    ) : (
                      <span className="font-medium text-balance">{member.name}</span>
                    )}
                    <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 tabular-nums">
                      {member.price.currency ? <Price money={member.price} className="font-medium" /> : null}
                      {discounted && member.regularPrice.currency ? (
                        <s className="text-xs text-ink-muted">
                          <span className="sr-only">{t('product.regular_price')} </span>
                          <Price money={member.regularPrice} />
                        </s>
                      ) : null}
                    </p>
                    <p className={`mt-0.5 text-xs ${member.inStock ? 'text-success' : 'text-error'}`}>
                      {member.inStock ? t('product.in_stock') : t('product.out_of_stock')}
                    </p>
                  </div>
                </div>
              </td>
              <td className="py-3 text-right">
                <div className="inline-block text-left">
                  <QuantityField
                    form={form}
                    name={groupedQuantityFieldName(member.sku)}
                    label={t('cart.quantity_of', { name: member.name })}
                    labelHidden
                    optional
                    disabled={!member.inStock}
                    rules={member.rules}
                    value={member.inStock ? (quantities[member.sku] ?? '0') : '0'}
                    onChange={(value) => onChange(member.sku, value)}
                    testId="grouped-member-quantity"
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
