// The quantity stepper: − and + move by qty_increments and never go below the smallest allowed
// quantity; a typed quantity is checked against min_sale_qty and qty_increments as it changes.
// With `optional` (a grouped product's member) 0 is allowed too: − from the smallest quantity goes
// to 0 and + from 0 back to it.
import { useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { stepMemberQuantity, validateMemberQuantity } from '~/lib/cart/grouped-quantities';
import { parseQuantity, type QuantityRules, stepQuantity, validateQuantity } from '~/lib/cart/quantity-rules';

interface QuantityFieldProps {
  rules: QuantityRules;
  /** The form the quantity posts with (add to cart), as `quantity` (or `name`). */
  form?: string;
  /** The posted name; `quantity` by default. */
  name?: string;
  /** The visible label ("Quantity" by default); `labelHidden` keeps it for screen readers only. */
  label?: string;
  labelHidden?: boolean;
  /** 0 is allowed (the product is left out). */
  optional?: boolean;
  disabled?: boolean;
  testId?: string;
  value: string;
  onChange: (value: string) => void;
}

export function formatQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(4)));
}

export function QuantityField({
  rules,
  value,
  onChange,
  form,
  name = 'quantity',
  label,
  labelHidden = false,
  optional = false,
  disabled = false,
  testId = 'product-quantity',
}: QuantityFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = optional ? validateMemberQuantity(rules, value) : validateQuantity(rules, value);
  const quantity = parseQuantity(value);
  const step = (direction: 1 | -1) =>
    optional ? stepMemberQuantity(rules, quantity, direction) : stepQuantity(rules, quantity, direction);
  const atFloor = disabled || (Number.isFinite(quantity) && step(-1) >= quantity);
  const hasRules = rules.min > 1 || rules.step !== 1;
  const buttonClasses =
    'flex size-11 items-center justify-center text-lg hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-accent';

  return (
    <div data-testid={testId}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}>
        {label ?? t('product.quantity')}
      </label>
      <div
        className={`inline-flex items-center rounded-md border ${problem ? 'border-error' : 'border-line'}`}
      >
        <button
          type="button"
          aria-label={t('product.qty_decrease')}
          aria-controls={id}
          disabled={atFloor}
          onClick={() => onChange(formatQuantity(step(-1)))}
          className={`${buttonClasses} rounded-l-md`}
        >
          −
        </button>
        <input
          id={id}
          name={form ? name : undefined}
          form={form}
          disabled={disabled}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[hasRules ? hintId : '', problem ? errorId : ''].join(' ').trim() || undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-16 border-x border-line bg-surface text-center text-sm tabular-nums focus:outline-2 focus:outline-accent/30"
        />
        <button
          type="button"
          aria-label={t('product.qty_increase')}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onChange(formatQuantity(step(1)))}
          className={`${buttonClasses} rounded-r-md`}
        >
          +
        </button>
      </div>
      {hasRules ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {t('product.qty.rules', { min: rules.min, step: rules.step })}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} className="mt-1.5 text-sm text-error" role="alert">
          {t(problem.key, problem)}
        </p>
      ) : null}
    </div>
  );
}
