// The products tab of a project (spec §2 projects/{id}/products): each line with its picture, name
// (linked to the product), chosen options, quantity (− and + step by one, or type and save), note,
// price and row total, its comments with an add-comment form, and remove; the project's note and
// totals; and "add all to cart". Real forms (the quantities and notes belong to one form by their
// `form` attribute, so the line's other forms are not nested in it): all of it works without
// JavaScript.

import { Form, Link, useNavigation } from 'react-router';
import { formatQuantity } from '~/components/cart/QuantityField';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { ProductThumbnail } from '~/components/ui/ProductThumbnail';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { useTranslation } from '~/i18n/react';
import type { FormMessage } from '~/lib/form-messages';
import { ProjectMoney } from './ProjectMoney';
import { LINE_NOTE_PREFIX, LINE_QTY_PREFIX, MAX_LONG_TEXT } from './project-form';
import type { ProjectLineView } from './project-view';
import { formatProjectDate } from './project-view';
import type { ProjectProductsData } from './projects.server';

const LINES_FORM = 'project-lines-form';

const stepButton =
  'flex size-9 items-center justify-center text-base hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-accent';

function LineQuantity({ line, busy }: { line: ProjectLineView; busy: boolean }) {
  const { t } = useTranslation();
  const down = Math.max(1, line.quantity - 1);
  return (
    <div
      className="inline-flex items-center rounded-md border border-line"
      data-testid="project-line-quantity"
    >
      <button
        type="submit"
        form={LINES_FORM}
        name="qty_step"
        value={`${line.id}:${formatQuantity(down)}`}
        disabled={busy || down >= line.quantity}
        aria-label={t('cart.decrease', { name: line.name })}
        className={`${stepButton} rounded-l-md`}
      >
        −
      </button>
      <input
        type="text"
        form={LINES_FORM}
        name={`${LINE_QTY_PREFIX}${line.id}]`}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={formatQuantity(line.quantity)}
        key={line.quantity}
        aria-label={t('cart.quantity_of', { name: line.name })}
        className="h-9 w-14 border-x border-line bg-surface text-center text-sm tabular-nums focus:outline-2 focus:outline-accent/30"
      />
      <button
        type="submit"
        form={LINES_FORM}
        name="qty_step"
        value={`${line.id}:${formatQuantity(line.quantity + 1)}`}
        disabled={busy}
        aria-label={t('cart.increase', { name: line.name })}
        className={`${stepButton} rounded-r-md`}
      >
        +
      </button>
    </div>
  );
}

function LineComments({ line }: { line: ProjectLineView }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get('intent') === 'comment' &&
    navigation.formData.get('line_id') === String(line.id);
  return (
    <div className="mt-3">
      <h3 className="text-sm font-medium">
        {t('project.products.comments', { count: line.comments.length })}
      </h3>
      {line.comments.length > 0 ? (
        <ul className="mt-2 space-y-2" data-testid="project-line-comments">
          {line.comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-surface-muted px-3 py-2 text-sm">
              <p className="text-xs text-ink-muted">
                {comment.author} · {formatProjectDate(comment.createdAt, i18n.language)}
              </p>
              <p className="mt-0.5 whitespace-pre-line break-words">{comment.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="mt-2 space-y-2" data-testid="project-comment-form">
        <input type="hidden" name="intent" value="comment" />
        <input type="hidden" name="line_id" value={line.id} />
        <TextAreaField
          label={t('project.products.add_comment_for', { name: line.name })}
          hideLabel
          name="comment"
          rows={2}
          required
          maxLength={MAX_LONG_TEXT}
          placeholder={t('project.products.comment_placeholder')}
        />
        <Button type="submit" variant="secondary" disabled={busy} className="px-3 py-2">
          {t('project.products.add_comment')}
        </Button>
      </Form>
    </div>
  );
}

function LineRow({ line, busy }: { line: ProjectLineView; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className="grid grid-cols-[5rem_1fr] gap-4 py-5 xs:grid-cols-[7rem_1fr] xs:gap-6"
      data-testid="project-line"
      data-sku={line.sku}
    >
      {line.href ? (
        <Link to={line.href} tabIndex={-1} aria-hidden="true">
          <ProductThumbnail image={line.image} size={160} />
        </Link>
      ) : (
        <ProductThumbnail image={line.image} size={160} />
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 font-medium text-balance">
            {line.href ? (
              <Link to={line.href} className="hover:text-accent">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h2>
          <ProjectMoney range={line.rowTotal} className="font-medium" />
        </div>
        <p className="mt-1 text-sm text-ink-muted">{t('listing.sku', { sku: line.sku })}</p>
        {line.options.length > 0 ? (
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {line.options.map((option) => (
              <div key={option.label} className="flex gap-1">
                <dt className="text-ink-muted">{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-1 text-sm text-ink-muted">
          {t('project.products.price')} <ProjectMoney range={line.price} />
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <LineQuantity line={line} busy={busy} />
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="line_id" value={line.id} />
            <button
              type="submit"
              disabled={busy}
              className="text-sm font-medium text-ink-muted hover:text-error disabled:opacity-60"
              aria-label={t('project.products.remove_product', { name: line.name })}
            >
              {t('project.products.remove')}
            </button>
          </Form>
        </div>
        <TextAreaField
          label={t('project.products.line_note')}
          form={LINES_FORM}
          name={`${LINE_NOTE_PREFIX}${line.id}]`}
          rows={2}
          maxLength={MAX_LONG_TEXT}
          defaultValue={line.note}
          key={line.note}
          className="mt-3"
        />
        <LineComments line={line} />
      </div>
    </li>
  );
}

export function ProjectProductsPage({ data, message }: { data: ProjectProductsData; message?: FormMessage }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (data.lines.length === 0) {
    return (
      <div
        className="rounded-lg border border-dashed border-line p-8 text-center"
        data-testid="project-products-empty"
      >
        <p className="font-medium">{t('project.products.empty')}</p>
        <p className="mt-2 text-sm text-ink-muted">{t('project.products.empty_hint')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div>
        <Form method="post" id={LINES_FORM}>
          <input type="hidden" name="intent" value="update" />
        </Form>
        <FormMessageAlert message={message} />
        <p className="text-sm text-ink-muted">{t('project.products.count', { count: data.totalCount })}</p>
        <ul className="divide-y divide-line" data-testid="project-lines">
          {data.lines.map((line) => (
            <LineRow key={line.id} line={line} busy={busy} />
          ))}
        </ul>
        <div className="mt-4 space-y-3 border-t border-line pt-5">
          <TextAreaField
            label={t('project.products.note')}
            form={LINES_FORM}
            name="products_note"
            rows={3}
            maxLength={MAX_LONG_TEXT}
            defaultValue={data.note}
            key={data.note}
          />
          <Button
            type="submit"
            form={LINES_FORM}
            variant="secondary"
            disabled={busy}
            data-testid="project-lines-save"
          >
            {t('project.products.save')}
          </Button>
        </div>
      </div>
      <aside
        className="h-fit space-y-4 rounded-xl border border-line p-5"
        aria-labelledby="project-totals-title"
      >
        <h2 id="project-totals-title" className="text-lg font-medium">
          {t('project.products.totals')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="project-totals">
          <dt className="text-ink-muted">{t('project.products.sub_total')}</dt>
          <dd className="text-right">
            <ProjectMoney range={data.totals.subTotal} />
          </dd>
          <dt className="text-ink-muted">{t('project.products.delivery')}</dt>
          <dd className="text-right">
            <ProjectMoney range={data.totals.delivery} />
          </dd>
          <dt className="font-medium">{t('project.products.grand_total')}</dt>
          <dd className="text-right font-medium">
            <ProjectMoney range={data.totals.grandTotal} />
          </dd>
        </dl>
        <Form method="post">
          <input type="hidden" name="intent" value="add-to-cart" />
          <Button
            type="submit"
            variant="primary"
            disabled={busy}
            className="w-full"
            data-testid="project-add-all-to-cart"
          >
            {t('project.products.add_all_to_cart')}
          </Button>
        </Form>
      </aside>
    </div>
  );
}
