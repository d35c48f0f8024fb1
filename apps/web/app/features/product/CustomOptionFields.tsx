// The product's customizable options (drop-down, radio, checkbox, text field, text area) with
// their prices and required marks. A field is checked once the shopper has left it or changed it;
// an empty required one says validation.required.
import { formatMoney } from '@atrium/money';
import { useId } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import {
  type CustomOptionChoice,
  type CustomOptionValues,
  type CustomOptionView,
  choiceFieldName,
  enteredFieldName,
  optionSurcharge,
  validateCustomOption,
} from './custom-options';
import type { MoneyView } from './product-view';

interface CustomOptionFieldsProps {
  options: CustomOptionView[];
  /** The add-to-cart form the fields belong to (they post as Magento's CartItemInput options). */
  form?: string;
  values: CustomOptionValues;
  touched: ReadonlySet<string>;
  finalPrice: MoneyView;
  onChange: (uid: string, values: string[]) => void;
  onTouch: (uid: string) => void;
}

function Surcharge({ price, finalPrice }: Pick<CustomOptionChoice, 'price'> & { finalPrice: MoneyView }) {
  const amount = optionSurcharge(price);
  if (amount <= 0 || !finalPrice.currency) return null;
  return (
    <span className="text-ink-muted">
      {' +'}
      <Price money={{ value: amount, currency: finalPrice.currency }} />
    </span>
  );
}

/** The mark of a required option: a star, and its word for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className="ml-0.5 text-accent" aria-hidden="true">
        *
      </span>
      <span className="sr-only"> ({t('product.required')})</span>
    </>
  );
}

function OptionField({
  option,
  entered,
  error,
  finalPrice,
  onChange,
  onTouch,
  form,
}: {
  form?: string;
  option: CustomOptionView;
  entered: readonly string[];
  error: string | null;
  finalPrice: MoneyView;
  onChange: (values: string[]) => void;
  onTouch: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const inputClasses = `w-full rounded-md border bg-surface px-3.5 py-2.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/30 ${
    error ? 'border-error' : 'border-line'
  }`;
  const title = (
    <>
      {option.title}
      {option.required ? <RequiredMark /> : null}
      {option.kind === 'field' || option.kind === 'area' ? (
        <Surcharge price={option.price} finalPrice={finalPrice} />
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-1.5 text-sm text-error" role="alert">
      {error}
    </p>
  ) : null;

  if (option.kind === 'radio' || option.kind === 'checkbox') {
    const type = option.kind;
    const choices: CustomOptionChoice[] =
      type === 'radio' && !option.required
        ? [{ uid: '', title: t('product.option_none'), price: null, priceType: null }, ...option.choices]
        : option.choices;
    return (
      <fieldset
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        data-option-uid={option.uid}
      >
        <legend className="mb-2 text-sm font-medium">{title}</legend>
        <div className="space-y-2">
          {choices.map((choice) => {
            const checked = choice.uid === '' ? entered.length === 0 : entered.includes(choice.uid);
            return (
              <label key={choice.uid || 'none'} className="flex items-center gap-2.5 text-sm">
                <input
                  type={type}
                  name={choiceFieldName(option.uid)}
                  form={form}
                  value={choice.uid}
                  checked={checked}
                  onBlur={onTouch}
                  onChange={(event) => {
                    if (type === 'radio') onChange(choice.uid ? [choice.uid] : []);
                    else
                      onChange(
                        event.target.checked
                          ? [...entered, choice.uid]
                          : entered.filter((uid) => uid !== choice.uid),
                      );
                  }}
                  className="size-4 accent-accent"
                />
                <span>
                  {choice.title}
                  <Surcharge price={choice.price} finalPrice={finalPrice} />
                </span>
              </label>
            );
          })}
        </div>
        {errorText}
      </fieldset>
    );
  }

  return (
    <div data-option-uid={option.uid}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {title}
      </label>
      {option.kind === 'drop_down' ? (
        <div className="relative">
          <select
            id={id}
            name={choiceFieldName(option.uid)}
            form={form}
            value={entered[0] ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onBlur={onTouch}
            onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
            className={`${inputClasses} appearance-none pr-10`}
          >
            <option value="">{t('product.select_placeholder')}</option>
            {option.choices.map((choice) => {
              const amount = optionSurcharge(choice.price);
              return (
                // <option> holds text only, so the amount is formatted here rather than by <Price>.
                <option key={choice.uid} value={choice.uid} suppressHydrationWarning>
                  {amount > 0 && finalPrice.currency
                    ? `${choice.title} +${formatMoney({ value: amount, currency: finalPrice.currency }, i18n.language)}`
                    : choice.title}
                </option>
              );
            })}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
        </div>
      ) : option.kind === 'area' ? (
        <textarea
          id={id}
          name={enteredFieldName(option.uid)}
          form={form}
          rows={3}
          value={entered[0] ?? ''}
          maxLength={option.maxCharacters ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onBlur={onTouch}
          onChange={(event) => onChange([event.target.value])}
          className={inputClasses}
        />
      ) : (
        <input
          id={id}
          name={enteredFieldName(option.uid)}
          form={form}
          type="text"
          value={entered[0] ?? ''}
          maxLength={option.maxCharacters ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onBlur={onTouch}
          onChange={(event) => onChange([event.target.value])}
          className={inputClasses}
        />
      )}
      {option.maxCharacters && (option.kind === 'field' || option.kind === 'area') ? (
        <p className="mt-1 text-xs text-ink-muted">
          {t('product.characters_left', { count: option.maxCharacters - (entered[0]?.length ?? 0) })}
        </p>
      ) : null}
      {errorText}
    </div>
  );
}

export function CustomOptionFields({
  form,
  options,
  values,
  touched,
  finalPrice,
  onChange,
  onTouch,
}: CustomOptionFieldsProps) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <div className="space-y-5" data-testid="product-custom-options">
      {options.map((option) => {
        const entered = values[option.uid] ?? [];
        const problem = touched.has(option.uid) ? validateCustomOption(option, entered) : null;
        return (
          <OptionField
            key={option.uid}
            option={option}
            entered={entered}
            error={problem ? t(problem.key) : null}
            finalPrice={finalPrice}
            onChange={(next) => onChange(option.uid, next)}
            onTouch={() => onTouch(option.uid)}
            form={form}
          />
        );
      })}
    </div>
  );
}
