// The items of an estimate (spec §2 estimates/{id}): picture, name linked to the product, options,
// quantity and description (inputs when the reader may edit the items), the client's price and row
// total, and the figure groups the API filled for this reader (design/b2b.md §4): the partner's
// price and reward (the estimate's partner and managers), the cost figures (managers). Custom
// prices are edited inline: each item's input with its own "set" button, and "save prices" for all.
// The inputs belong to their forms through the `form` attribute (as a project's products tab), so
// an item's remove form sits beside them without nesting; all of it works without JavaScript.

import { Form, Link, useNavigation } from 'react-router';
import { formatQuantity } from '~/components/cart/QuantityField';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { ProductThumbnail } from '~/components/ui/ProductThumbnail';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { EstimateMoney } from './EstimateMoney';
import { answerFor, type EstimateAnswer } from './estimate-answer';
import { ITEM_DESCRIPTION_PREFIX, ITEM_QTY_PREFIX, MAX_LONG_TEXT, PRICE_PREFIX } from './estimate-form';
import type { EstimateLineView } from './estimate-line-view';
import { isProposalStatus } from './estimate-paths';
import type { EstimateView } from './estimate-view';

export const ITEMS_FORM = 'estimate-items-form';
export const PRICES_FORM = 'estimate-prices-form';

const input =
  'h-9 w-full rounded-md border border-line bg-surface px-2.5 text-sm tabular-nums focus:border-accent focus:outline-2 focus:outline-accent/30';

function useFigureFormat() {
  const { i18n } = useTranslation();
  return {
    number: (value: number | null) =>
      value === null ? '—' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(value),
    percent: (value: number | null) =>
      value === null
        ? '—'
        : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
            value / 100,
          ),
  };
}

/**
 * The price is a range (a configurable whose options are open): the API's single amounts of the
 * item — VAT figures, reward, margin — are those of its maximal price, so they read "up to …".
 */
function isOpenRange(line: EstimateLineView): boolean {
  return line.price?.kind === 'range';
}

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}

function PriceInput({
  line,
  value,
  label,
  baseCurrency,
  error,
}: {
  line: EstimateLineView;
  value: number | null;
  label: string;
  baseCurrency: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('price_item') === String(line.id);
  const id = `price-${line.id}`;
  return (
    <div className="col-span-2 xs:col-span-2">
      <label htmlFor={id} className="text-xs text-ink-muted">
        {baseCurrency ? `${label} (${baseCurrency})` : label}
      </label>
      <div className="mt-0.5 flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          form={PRICES_FORM}
          name={`${PRICE_PREFIX}${line.id}]`}
          defaultValue={value === null ? '' : String(value)}
          key={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${input} max-w-32`}
        />
        <Button
          type="submit"
          form={PRICES_FORM}
          name="price_item"
          value={line.id}
          variant="secondary"
          disabled={busy}
          className="px-3 py-1.5"
          aria-label={t('estimate.prices.set_for', { name: line.name })}
        >
          {t('estimate.prices.set')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PartnerFigures({ line, view, baseCurrency, error }: ItemProps & { error?: string }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const figures = line.partner;
  if (!view.columns.partner || (!figures && !view.permissions.editPartnerPrices)) return null;
  return (
    <div className="mt-3 rounded-md bg-surface-muted p-3" data-testid="estimate-partner-figures">
      <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">
        {t('estimate.partner.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 xs:grid-cols-4">
        <Figure label={t('estimate.partner.price')} testId="estimate-partner-price">
          <EstimateMoney range={figures?.price ?? null} />
          {figures?.customPrice && !view.permissions.editPartnerPrices ? (
            <span className="block text-xs text-accent" data-testid="estimate-partner-price-mark">
              {t('estimate.partner.custom_price_mark')}
            </span>
          ) : null}
        </Figure>
        <Figure label={t('estimate.partner.reward')} testId="estimate-partner-reward">
          <EstimateMoney range={figures?.reward ?? null} upTo={isOpenRange(line)} />
        </Figure>
        <Figure label={t('estimate.partner.reward_percent')}>
          {format.percent(figures?.rewardPercent ?? null)}
        </Figure>
        <Figure label={t('estimate.partner.reward_row_total')} testId="estimate-partner-reward-row">
          <EstimateMoney range={figures?.rewardRowTotal ?? null} upTo={isOpenRange(line)} />
        </Figure>
        {/* Read-only, the partner's own price is the partner price above (marked as theirs). */}
        {view.permissions.editPartnerPrices ? (
          <PriceInput
            line={line}
            value={figures?.customPrice?.value ?? null}
            label={t('estimate.partner.custom_price')}
            baseCurrency={baseCurrency}
            error={error}
          />
        ) : null}
      </dl>
    </div>
  );
}

function CostFigures({ line, view, baseCurrency, error }: ItemProps & { error?: string }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const figures = line.cost;
  if (!view.columns.cost || (!figures && !view.permissions.editManagerPrices)) return null;
  return (
    <div className="mt-3 rounded-md border border-line p-3" data-testid="estimate-cost-figures">
      <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">
        {t('estimate.cost.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 xs:grid-cols-4">
        <Figure label={t('estimate.cost.factory_price')}>
          <EstimateMoney range={figures?.factoryPrice ?? null} />
        </Figure>
        <Figure label={t('estimate.cost.factory_discount')}>
          {format.percent(figures?.factoryPriceDiscount ?? null)}
        </Figure>
        <Figure label={t('estimate.cost.cost_factor')}>{format.number(figures?.costFactor ?? null)}</Figure>
        <Figure label={t('estimate.cost.cost')} testId="estimate-cost">
          <EstimateMoney range={figures?.cost ?? null} />
        </Figure>
        <Figure label={t('estimate.cost.price_factor')}>{format.number(figures?.priceFactor ?? null)}</Figure>
        <Figure label={t('estimate.cost.margin')}>
          <EstimateMoney range={figures?.margin ?? null} upTo={isOpenRange(line)} />
        </Figure>
        <Figure label={t('estimate.cost.margin_percent')}>
          {format.percent(figures?.costMargin ?? null)}
        </Figure>
        {view.permissions.editManagerPrices ? (
          <PriceInput
            line={line}
            value={line.customPrice?.value ?? null}
            label={t('estimate.cost.custom_price')}
            baseCurrency={baseCurrency}
            error={error}
          />
        ) : line.customPrice ? (
          <Figure label={t('estimate.cost.custom_price')}>
            <EstimateMoney range={line.customPrice} />
          </Figure>
        ) : null}
      </dl>
    </div>
  );
}

interface ItemProps {
  line: EstimateLineView;
  view: EstimateView;
  baseCurrency: string;
}

function ItemRow({ line, view, baseCurrency, priceError }: ItemProps & { priceError?: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const editItems = view.permissions.editItems;
  return (
    <li
      className="grid grid-cols-[4.5rem_1fr] gap-4 py-5 xs:grid-cols-[7rem_1fr] xs:gap-6"
      data-testid="estimate-item"
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
          <h3 className="min-w-0 font-medium text-balance break-words">
            {line.href ? (
              <Link to={line.href} className="hover:text-accent" data-testid="estimate-item-link">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h3>
          {line.isPriceOnRequest ? (
            <span className="text-sm font-medium text-accent">{t('estimate.items.price_on_request')}</span>
          ) : (
            <span className="font-medium" data-testid="estimate-item-row-total">
              <EstimateMoney range={line.rowTotal} />
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-ink-muted">{t('listing.sku', { sku: line.sku })}</p>
        {line.options.length > 0 ? (
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {line.options.map((option) => (
              <div key={`${option.label}-${option.value}`} className="flex gap-1">
                <dt className="text-ink-muted">{option.label}:</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 xs:grid-cols-4">
          <Figure label={t('estimate.items.quantity')}>
            {editItems ? (
              <input
                type="text"
                form={ITEMS_FORM}
                name={`${ITEM_QTY_PREFIX}${line.id}]`}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={formatQuantity(line.quantity)}
                key={line.quantity}
                aria-label={t('cart.quantity_of', { name: line.name })}
                className={`${input} max-w-20 text-center`}
              />
            ) : (
              formatQuantity(line.quantity)
            )}
          </Figure>
          <Figure label={t('estimate.items.price')} testId="estimate-item-price">
            {line.isPriceOnRequest ? '—' : <EstimateMoney range={line.price} />}
            {line.isCustomPrice ? (
              // The manager's price: agreed once the estimate is a proposal, not while it is priced.
              <span className="block text-xs text-accent" data-testid="estimate-item-agreed">
                {t(
                  isProposalStatus(view.status)
                    ? 'estimate.items.custom_price_mark'
                    : 'estimate.items.manager_price_mark',
                )}
              </span>
            ) : null}
          </Figure>
          <Figure label={t('estimate.items.price_incl_vat')}>
            <EstimateMoney range={line.priceIncludingVat} upTo={isOpenRange(line)} />
          </Figure>
          <Figure label={t('estimate.items.row_total_incl_vat')}>
            <EstimateMoney range={line.rowTotalIncludingVat} upTo={isOpenRange(line)} />
          </Figure>
        </dl>
        {editItems ? (
          <TextAreaField
            label={t('estimate.items.description')}
            form={ITEMS_FORM}
            name={`${ITEM_DESCRIPTION_PREFIX}${line.id}]`}
            rows={2}
            maxLength={MAX_LONG_TEXT}
            defaultValue={line.description}
            key={line.description}
            className="mt-3"
          />
        ) : line.description ? (
          <p className="mt-3 text-sm whitespace-pre-line break-words">
            <span className="text-ink-muted">{t('estimate.items.description')}: </span>
            {line.description}
          </p>
        ) : null}
        <PartnerFigures line={line} view={view} baseCurrency={baseCurrency} error={priceError} />
        <CostFigures line={line} view={view} baseCurrency={baseCurrency} error={priceError} />
        {editItems ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="remove-item" />
            <input type="hidden" name="item_id" value={line.id} />
            <button
              type="submit"
              disabled={busy}
              className="text-sm font-medium text-ink-muted hover:text-error disabled:opacity-60"
              aria-label={t('estimate.items.remove_item', { name: line.name })}
            >
              {t('estimate.items.remove')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/** The same view with nothing to edit (the proposal page). */
function readOnly(view: EstimateView): EstimateView {
  return {
    ...view,
    permissions: {
      ...view.permissions,
      editItems: false,
      editManagerPrices: false,
      editPartnerPrices: false,
    },
  };
}

export function EstimateItems({
  view,
  baseCurrency,
  answer,
  editable = true,
}: {
  view: EstimateView;
  baseCurrency: string;
  answer?: EstimateAnswer;
  /** False on the proposal page: the same items, nothing to change. */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const busy = useNavigation().state === 'submitting';
  const shown = editable ? view : readOnly(view);
  const editItems = shown.permissions.editItems;
  const priceSide = shown.permissions.editManagerPrices
    ? 'manager'
    : shown.permissions.editPartnerPrices
      ? 'partner'
      : null;
  const editPrices = priceSide !== null;
  const prices = answerFor(answer, 'prices');
  if (view.lines.length === 0) {
    return (
      <div
        className="rounded-lg border border-dashed border-line p-8 text-center"
        data-testid="estimate-items-empty"
      >
        <p className="font-medium">{t('estimate.items.empty')}</p>
        <p className="mt-2 text-sm text-ink-muted">{t('estimate.items.empty_hint')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="estimate-items-title" data-testid="estimate-items">
      {editItems ? (
        <Form method="post" id={ITEMS_FORM}>
          <input type="hidden" name="intent" value="update-items" />
        </Form>
      ) : null}
      {editPrices ? (
        <Form method="post" id={PRICES_FORM}>
          <input type="hidden" name="intent" value="prices" />
          <input type="hidden" name="side" value={priceSide ?? ''} />
        </Form>
      ) : null}
      <h2 id="estimate-items-title" className="text-lg font-medium">
        {t('estimate.items.title', { count: view.itemCount })}
      </h2>
      <FormMessageAlert message={answerFor(answer, 'items')?.message ?? prices?.message} />
      <ul className="divide-y divide-line" data-testid="estimate-items-list">
        {view.lines.map((line) => (
          <ItemRow
            key={line.id}
            line={line}
            view={shown}
            baseCurrency={baseCurrency}
            priceError={fieldError(prices?.itemErrors[line.id])}
          />
        ))}
      </ul>
      {editItems ? (
        <div className="space-y-3 border-t border-line pt-5">
          <TextAreaField
            label={t('estimate.items.note')}
            form={ITEMS_FORM}
            name="items_note"
            rows={3}
            maxLength={MAX_LONG_TEXT}
            defaultValue={view.note}
            key={view.note}
          />
          <Button
            type="submit"
            form={ITEMS_FORM}
            variant="secondary"
            disabled={busy}
            data-testid="estimate-items-save"
          >
            {t('estimate.items.save')}
          </Button>
        </div>
      ) : view.note ? (
        <p className="border-t border-line pt-5 text-sm whitespace-pre-line break-words">
          <span className="font-medium">{t('estimate.items.note')}: </span>
          {view.note}
        </p>
      ) : null}
      {editPrices ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <Button
            type="submit"
            form={PRICES_FORM}
            variant="secondary"
            disabled={busy}
            data-testid="estimate-prices-save"
          >
            {t('estimate.prices.save')}
          </Button>
          <p className="text-sm text-ink-muted">{t('estimate.prices.hint', { currency: baseCurrency })}</p>
        </div>
      ) : null}
    </section>
  );
}
