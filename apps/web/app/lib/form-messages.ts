// What forms show besides their fields: field errors as language-file keys with interpolation
// values (so the browser and the server action show the same translated text), and a form-level
// message that is either the API's own text (spec §8) or a language-file key when there is none.
import { useTranslation } from '~/i18n/react';

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export type FormMessage = { text: string } | { key: string; values?: Record<string, string | number> };

/** Translates field errors and form-level messages in the interface language. */
export function useFormMessages() {
  const { t } = useTranslation();
  return {
    fieldError: (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined),
    message: (value: FormMessage | null | undefined) =>
      value ? ('text' in value ? value.text : t(value.key, value.values)) : undefined,
  };
}
