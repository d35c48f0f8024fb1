// A bundle product's options on the product page (issue 18): each option as its type says — radio
// buttons or check boxes listing the products with picture, price and stock, or a drop-down (a list
// for `multi`) —, required ones marked, a quantity field where the chosen product may be bought in
// another number, and the price of the set as chosen. The fields belong to the add-to-cart form
// (`form` attribute) and post without JavaScript too (lib/cart/bundle-options.ts).
import { formatMoney } from '@atrium/money';
import { useId } from 'react';
import { QuantityField } from '~/components/cart/QuantityField';
import { ChevronDownIcon } from '~/components/ui/icons';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import {
  bundleLabelFieldName,
  bundleOptionFieldName,
  bundleQuantityFieldName,
} from '~/lib/cart/bundle-options';
import { quantityRules } from '~/lib/cart/quantity-rules';
import { mediaSrcSet } from '~/lib/responsive-image';
import {
  type BundleChoices,
  type BundleChoiceView,
  type BundleOptionView,
  type BundleView,
  choiceFieldValue,
  choiceUnitPrice,
  chosenProducts,
  quantityEditable,
} from './bundle-selection';
import { RequiredMark } from './CustomOptionFields';

const ONE_BY_ONE = quantityRules(1, 1);

interface BundleOptionFieldsProps {
  bundle: BundleView;
  /** The add-to-cart form the fields post with. */
  form?: string;
  choices: BundleChoices;
  /** The bundle's own price (0 for a dynamic bundle): PERCENT prices are shares of it. */
  base: number;
  currency: string;
  /** Options whose problem is shown (a required one left open once the shopper tried to add). */
  missing: ReadonlySet<number>;
  onChoose: (option: BundleOptionView, selectionId: number | null, on: boolean) => void;
  onQuantity: (option: BundleOptionView, quantity: string) => void;
}

/** "+$95.00 each" (fixed bundles add to the set's own price) or "$95.00 each" (dynamic ones). */
function ChoicePrice({
  choice,
  bundle,
  base,
  currency,
}: {
  choice: BundleChoiceView;
  bundle: BundleView;
  base: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const amount = choiceUnitPrice(choice, base);
  if (!currency || (amount <= 0 && !bundle.dynamicPrice)) return null;
  const perUnit = choice.quantity > 1 || choice.canChangeQuantity;
  return (
    <span className="text-sm whitespace-nowrap tabular-nums" data-testid="bundle-choice-price">
      {bundle.dynamicPrice ? '' : '+'}
      <Price money={{ value: amount, currency }} />
      {perUnit ? <span className="text-ink-muted"> {t('product.bundle.each')}</span> : null}
    </span>
  );
}

function ChoiceStock({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`text-xs ${inStock ? 'text-success' : 'text-error'}`}>
      {inStock ? t('product.in_stock') : t('product.out_of_stock')}
    </span>
  );
}

function choiceText(choice: BundleChoiceView, amount: string | null, outOfStock: string): string {
  const name =
    choice.quantity > 1 && !choice.canChangeQuantity ? `${choice.quantity} × ${choice.label}` : choice.label;
  return [name, amount, choice.inStock ? null : `(${outOfStock})`].filter(Boolean).join(' — ');
}

function OptionField({
  option,
  bundle,
  form,
  choices,
  base,
  currency,
  showMissing,
  onChoose,
  onQuantity,
}: Omit<BundleOptionFieldsProps, 'missing'> & { option: BundleOptionView; showMissing: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = chosenProducts(option, choices);
  const chosenIds = new Set(chosen.map((choice) => choice.id));
  const error = showMissing ? (
    <p id={errorId} className="mt-1.5 text-sm text-error" role="alert">
      {t('validation.required')}
    </p>
  ) : null;
  const title = (
    <>
      {option.title}
      {option.required ? <RequiredMark /> : null}
    </>
  );
  const label = (
    <input type="hidden" form={form} name={bundleLabelFieldName(option.id)} value={option.title} />
  );
  const quantity = quantityEditable(option, choices) ? (
    <div className="mt-3">
      <QuantityField
        form={form}
        name={bundleQuantityFieldName(option.id)}
        label={t('product.bundle.quantity_of', { option: option.title })}
        rules={ONE_BY_ONE}
        value={choices[option.id]?.quantity ?? '1'}
        onChange={(value) => onQuantity(option, value)}
        testId="bundle-option-quantity"
      />
    </div>
  ) : null;

  if (option.kind === 'radio' || option.kind === 'checkbox') {
    const type = option.kind;
    const rows: (BundleChoiceView | null)[] =
      type === 'radio' && !option.required ? [null, ...option.choices] : option.choices;
    return (
      <fieldset
        aria-describedby={showMissing ? errorId : undefined}
        aria-invalid={showMissing ? true : undefined}
        data-testid="bundle-option"
        data-option-id={option.id}
      >
        <legend className="mb-2 text-sm font-medium">{title}</legend>
        {option.required ? label : null}
        <div className="space-y-2">
          {rows.map((choice) => {
            const checked = choice ? chosenIds.has(choice.id) : chosen.length === 0;
            return (
              <label
                key={choice?.id ?? 'none'}
                className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors hover:border-ink ${
                  checked ? 'border-accent bg-accent-soft/40' : 'border-line'
                } ${choice && !choice.inStock ? 'cursor-not-allowed opacity-60 hover:border-line' : ''}`}
                data-testid="bundle-choice"
              >
                <input
                  type={type}
                  name={bundleOptionFieldName(option.id)}
                  form={form}
                  value={choice ? choiceFieldValue(choice) : ''}
                  checked={checked}
                  disabled={choice ? !choice.inStock : false}
                  onChange={(event) => onChoose(option, choice?.id ?? null, event.target.checked)}
                  className="size-4 shrink-0 accent-accent"
                />
                {choice ? (
                  <>
                    {choice.image ? (
                      <img
                        src={choice.image.url}
                        srcSet={mediaSrcSet(choice.image.url, 48)}
                        sizes="48px"
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded bg-surface-muted object-cover"
                      />
                    ) : null}
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="text-ink">
                        {choice.quantity > 1 && !choice.canChangeQuantity ? `${choice.quantity} × ` : ''}
                        {choice.label}
                      </span>
                      <ChoiceStock inStock={choice.inStock} />
                    </span>
                    <ChoicePrice choice={choice} bundle={bundle} base={base} currency={currency} />
                  </>
                ) : (
                  <span className="flex-1 text-ink">{t('product.option_none')}</span>
                )}
              </label>
            );
          })}
        </div>
        {error}
        {quantity}
      </fieldset>
    );
  }

  // A drop-down (select) or a list (multi): <option> holds text only, so prices are formatted here.
  const amountText = (choice: BundleChoiceView) => {
    const amount = choiceUnitPrice(choice, base);
    if (!currency || (amount <= 0 && !bundle.dynamicPrice)) return null;
    const money = formatMoney({ value: amount, currency }, i18n.language);
    const perUnit = choice.quantity > 1 || choice.canChangeQuantity;
    return `${bundle.dynamicPrice ? '' : '+'}${money}${perUnit ? ` ${t('product.bundle.each')}` : ''}`;
  };
  const multiple = option.kind === 'multi';
  const current = chosen[0];
  return (
    <div data-testid="bundle-option" data-option-id={option.id}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {title}
      </label>
      {option.required ? label : null}
      <div className="relative">
        <select
          id={id}
          name={bundleOptionFieldName(option.id)}
          form={form}
          multiple={multiple}
          value={
            multiple
              ? chosen.map((choice) => choiceFieldValue(choice))
              : current
                ? choiceFieldValue(current)
                : ''
          }
          aria-invalid={showMissing ? true : undefined}
          aria-describedby={showMissing ? errorId : undefined}
          onChange={(event) => {
            if (!multiple) {
              const picked = option.choices.find((choice) => choiceFieldValue(choice) === event.target.value);
              onChoose(option, picked?.id ?? null, true);
              return;
            }
            const values = new Set([...event.target.selectedOptions].map((entry) => entry.value));
            for (const choice of option.choices) {
              const on = values.has(choiceFieldValue(choice));
              if (on !== chosenIds.has(choice.id)) onChoose(option, choice.id, on);
            }
          }}
          className={`w-full rounded-md border bg-surface px-3.5 py-2.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/30 ${
            multiple ? '' : 'appearance-none pr-10'
          } ${showMissing ? 'border-error' : 'border-line'}`}
        >
          {multiple ? null : <option value="">{t('product.select_placeholder')}</option>}
          {option.choices.map((choice) => (
            <option
              key={choice.id}
              value={choiceFieldValue(choice)}
              disabled={!choice.inStock}
              suppressHydrationWarning
            >
              {choiceText(choice, amountText(choice), t('product.out_of_stock'))}
            </option>
          ))}
        </select>
        {multiple ? null : (
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
        )}
      </div>
      {current && !multiple ? (
        <p className="mt-1.5">
          <ChoiceStock inStock={current.inStock} />
        </p>
      ) : null}
      {error}
      {quantity}
    </div>
  );
}

export function BundleOptionFields(props: BundleOptionFieldsProps) {
  const { missing, ...rest } = props;
  if (props.bundle.options.length === 0) return null;
  return (
    <div className="space-y-6" data-testid="bundle-options">
      {props.bundle.options.map((option) => (
        <OptionField key={option.id} option={option} showMissing={missing.has(option.id)} {...rest} />
      ))}
    </div>
  );
}
