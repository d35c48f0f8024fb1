// The add-to-project form (spec §2 drawer type addToProject): the product, the customer's projects
// as radios or a new project by name, and the quantity. The drawer sends it through a fetcher
// (`via=fetcher`); the page version (no JavaScript) posts it and is redirected to the project.
import { useState } from 'react';
import { type FetcherWithComponents, Form, Link } from 'react-router';
import { formatQuantity } from '~/components/cart/QuantityField';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormAlert, FormMessageAlert } from '~/components/ui/FormAlert';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { VIA_FETCHER } from '~/lib/forms/via-fetcher';
import type { AddToProjectAnswer } from './add-to-project-data';
import { type AddToProjectProduct, NEW_PROJECT } from './project-form';
import { projectPaths } from './project-paths';

export function AddToProjectSuccess({
  website,
  answer,
}: {
  website: string;
  answer: Extract<AddToProjectAnswer, { ok: true }>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="add-to-project-success">
      <FormAlert tone="success">
        {t('project.message.success_add_product_to_project', {
          count: answer.quantity,
          name: answer.productName,
          project: answer.projectName,
        })}
      </FormAlert>
      <Link
        to={projectPaths.products(website, answer.projectId)}
        className={buttonClasses('primary', 'w-full')}
      >
        {t('project.add.open_project')}
      </Link>
    </div>
  );
}

export function AddToProjectForm({
  website,
  product,
  projects,
  answer,
  fetcher,
  busy,
}: {
  website: string;
  product: AddToProjectProduct;
  projects: { id: number; name: string }[];
  answer?: AddToProjectAnswer;
  /** The drawer's fetcher; the page posts a plain form. */
  fetcher?: FetcherWithComponents<AddToProjectAnswer>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const [chosen, setChosen] = useState(projects[0] ? String(projects[0].id) : NEW_PROJECT);
  const errors = answer && !answer.ok && 'errors' in answer ? (answer.errors ?? {}) : {};
  const message = answer && !answer.ok && 'message' in answer ? answer.message : undefined;
  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    <FormTag
      method="post"
      action={projectPaths.add(website)}
      noValidate
      className="space-y-5"
      data-testid="add-to-project-form"
    >
      {fetcher ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      <input type="hidden" name="sku" value={product.sku} />
      {product.parentSku ? <input type="hidden" name="parent_sku" value={product.parentSku} /> : null}
      {product.selectedOptions.map((option) => (
        <input key={option} type="hidden" name="selected_options" value={option} />
      ))}
      <input type="hidden" name="product_name" value={product.name} />
      {product.configurable ? <input type="hidden" name="product_type" value="configurable" /> : null}
      <p className="text-sm">
        <span className="text-ink-muted">{t('project.add.product')}: </span>
        <span className="font-medium">{product.name || product.sku}</span>
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('project.add.projects')}</legend>
        {projects.map((project) => (
          <label
            key={project.id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2.5 text-sm has-checked:border-accent"
          >
            <input
              type="radio"
              name="project_id"
              value={project.id}
              checked={chosen === String(project.id)}
              onChange={() => setChosen(String(project.id))}
              className="accent-accent"
            />
            <span className="min-w-0 break-words">{project.name}</span>
          </label>
        ))}
        <label className="flex cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2.5 text-sm has-checked:border-accent">
          <input
            type="radio"
            name="project_id"
            value={NEW_PROJECT}
            checked={chosen === NEW_PROJECT}
            onChange={() => setChosen(NEW_PROJECT)}
            className="accent-accent"
          />
          <span>{t('project.add.new_project')}</span>
        </label>
        {error(errors.project) ? (
          <p className="text-sm text-error" role="alert">
            {error(errors.project)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('project.add.new_project_name')}
        name="new_project_name"
        maxLength={255}
        required={chosen === NEW_PROJECT}
        onFocus={() => setChosen(NEW_PROJECT)}
        error={error(errors.new_project_name)}
      />
      <TextField
        label={t('project.add.quantity')}
        name="quantity"
        inputMode="decimal"
        required
        defaultValue={formatQuantity(Number.isFinite(product.quantity) ? product.quantity : 1)}
        error={error(errors.quantity)}
        className="max-w-40"
      />
      <FormMessageAlert message={message ?? (errors.product ? { key: errors.product.key } : undefined)} />
      <Button
        type="submit"
        variant="primary"
        disabled={busy}
        className="w-full"
        data-testid="add-to-project-submit"
      >
        {t('project.add.submit')}
      </Button>
    </FormTag>
  );
}
