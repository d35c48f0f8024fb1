// The cart page's "Save as estimate" (spec §2, b2b.md §5): a signed-in customer names the estimate
// and may put it in one of their projects; the cart's lines become a new draft estimate and the
// cart is emptied (cartToEstimate), then the success page. A real form posting to the cart page's
// action, so it works without JavaScript; a refusal comes back with the typed values. Not shown on
// a Magento backend (estimates are Atrium's).

import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { SelectField } from '~/components/ui/SelectField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import { type FormMessage, useFormMessages } from '~/lib/form-messages';
import {
  SAVE_AS_ESTIMATE_INTENT,
  type SaveAsEstimateErrors,
  type SaveAsEstimateValues,
} from './estimate-form';

export interface SaveAsEstimateAnswer {
  intent: typeof SAVE_AS_ESTIMATE_INTENT;
  values: SaveAsEstimateValues;
  errors: SaveAsEstimateErrors;
  message?: FormMessage;
}

export function SaveAsEstimateForm({
  action,
  projects,
  answer,
  bundles = [],
}: {
  /** The cart page's path (its action saves the estimate). */
  action: string;
  /** The names of the cart's bundle lines: estimates do not hold bundles, so no form while any is there. */
  bundles?: string[];
  /** The customer's projects; null when they could not be loaded (the estimate goes alone). */
  projects: { id: number; name: string }[] | null;
  answer?: SaveAsEstimateAnswer;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === SAVE_AS_ESTIMATE_INTENT;
  const offered = useBackendHas('estimates');
  if (!offered) return null;
  return (
    <section aria-labelledby="save-as-estimate-title" className="rounded-lg border border-line p-5">
      <h2 id="save-as-estimate-title" className="font-medium">
        {t('estimate.save_cart.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('estimate.save_cart.intro')}</p>
      {bundles.length > 0 ? (
        <p className="mt-4 text-sm" data-testid="save-as-estimate-bundles">
          {t('estimate.save_cart.bundles', { names: bundles.map((name) => `“${name}”`).join(', ') })}
        </p>
      ) : (
        <Form
          method="post"
          action={action}
          noValidate
          className="mt-4 space-y-4"
          data-testid="save-as-estimate-form"
        >
          <input type="hidden" name="intent" value={SAVE_AS_ESTIMATE_INTENT} />
          <TextField
            label={t('estimate.save_cart.name')}
            name="estimate_name"
            required
            maxLength={255}
            defaultValue={answer?.values.name}
            error={error(answer?.errors.name)}
          />
          {projects && projects.length > 0 ? (
            <SelectField
              label={t('estimate.save_cart.project')}
              name="project_id"
              defaultValue={answer?.values.projectId ?? ''}
              options={[
                { value: '', label: t('estimate.save_cart.no_project') },
                ...projects.map((project) => ({ value: String(project.id), label: project.name })),
              ]}
              error={error(answer?.errors.project)}
            />
          ) : null}
          <FormMessageAlert message={answer?.message} />
          <Button
            type="submit"
            variant="secondary"
            disabled={busy}
            className="w-full"
            data-testid="save-as-estimate-submit"
          >
            {t('estimate.save_cart.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
