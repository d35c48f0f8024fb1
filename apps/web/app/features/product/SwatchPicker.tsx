// Configurable options as swatches: colours as coloured circles, images as round thumbnails, the
// rest as text chips. Each swatch toggles its value (spec §5); values that lead to no variant in
// stock with the other picks are disabled.
import { useTranslation } from '~/i18n/react';
import { CONFIGURABLE_LABEL_PREFIX, CONFIGURABLE_OPTION_PREFIX } from '~/lib/cart/configurable-fields';
import type { ConfigurableOptionView, SwatchValueView, VariantView } from './product-view';
import { isValueAvailable, type SwatchToggle } from './swatch-selection';

interface SwatchPickerProps {
  /** The add-to-cart form: without JavaScript each option is a drop-down posting with it. */
  form?: string;
  productId: string;
  options: ConfigurableOptionView[];
  variants: VariantView[];
  picked: Readonly<Record<string, string>>;
  onToggle: (toggle: SwatchToggle) => void;
}

function swatchClasses(value: SwatchValueView, selected: boolean): string {
  const ring = selected ? 'ring-2 ring-accent ring-offset-2 ring-offset-surface' : '';
  const common =
    'relative disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent';
  if (value.swatch?.kind === 'color' || value.swatch?.kind === 'image') {
    return `${common} size-9 rounded-full border border-line bg-cover bg-center ${ring}`;
  }
  return `${common} min-w-11 rounded-md border px-3 py-2 text-sm ${
    selected ? 'border-accent bg-accent-soft font-medium text-accent' : 'border-line hover:border-ink'
  }`;
}

export function SwatchPicker({ form, productId, options, variants, picked, onToggle }: SwatchPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      {options.map((option) => {
        const selected = option.values.find((value) => value.uid === picked[option.uid]);
        return (
          <fieldset key={option.uid} data-option={option.attribute_code}>
            <legend className="mb-2 text-sm">
              <span className="font-medium">{option.label}</span>
              {selected ? <span className="text-ink-muted">: {selected.label}</span> : null}
            </legend>
            {/* `js-only`: hidden when the browser runs no scripts (root.tsx), where the drop-down below
                takes its place (decision 0036). */}
            <div className="js-only flex flex-wrap items-center gap-3">
              {option.values.map((value) => {
                const isSelected = value.uid === selected?.uid;
                const available = isValueAvailable(options, variants, picked, option, value.uid);
                const visual = value.swatch?.kind === 'color' || value.swatch?.kind === 'image';
                const style =
                  value.swatch?.kind === 'color'
                    ? { backgroundColor: value.swatch.value }
                    : value.swatch?.kind === 'image'
                      ? { backgroundImage: `url("${encodeURI(value.swatch.value)}")` }
                      : undefined;
                return (
                  <button
                    key={value.uid}
                    type="button"
                    data-value-uid={value.uid}
                    aria-pressed={isSelected}
                    aria-label={visual ? value.label : undefined}
                    title={available ? value.label : t('product.unavailable', { value: value.label })}
                    disabled={!available && !isSelected}
                    style={style}
                    onClick={() =>
                      onToggle({ productId, swatchOptionId: option.uid, swatchOptionValueId: value.uid })
                    }
                    className={swatchClasses(value, isSelected)}
                  >
                    {visual ? null : value.swatch?.kind === 'text' ? value.swatch.value : value.label}
                  </button>
                );
              })}
            </div>
            {form ? (
              // The swatch buttons need JavaScript; without it the choice is a required drop-down of
              // the form that starts on "Choose …", so no variant is added that the shopper did not pick.
              <noscript>
                <label className="block">
                  <span className="sr-only">{option.label}</span>
                  <select
                    name={`${CONFIGURABLE_OPTION_PREFIX}${option.uid}]`}
                    form={form}
                    required
                    defaultValue=""
                    data-testid="configurable-select"
                    className="w-full max-w-sm rounded-md border border-line bg-surface px-3 py-2.5 text-sm"
                  >
                    <option value="">{t('product.choose_option', { option: option.label })}</option>
                    {option.values.map((value) => {
                      const available = isValueAvailable(options, variants, {}, option, value.uid);
                      return (
                        <option key={value.uid} value={value.uid} disabled={!available}>
                          {available ? value.label : t('product.unavailable', { value: value.label })}
                        </option>
                      );
                    })}
                  </select>
                </label>
                <input
                  type="hidden"
                  form={form}
                  name={`${CONFIGURABLE_LABEL_PREFIX}${option.uid}]`}
                  value={option.label}
                />
              </noscript>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
