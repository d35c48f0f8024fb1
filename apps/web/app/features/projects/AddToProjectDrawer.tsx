// The customer drawer's addToProject type: loads the customer's projects from the add-to-project
// page's loader, then sends the form through a fetcher and shows the result with a link to the
// project (and as a global message).
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import { ui } from '~/lib/ui-store';
import { AddToProjectForm, AddToProjectSuccess } from './AddToProjectForm';
import type { AddToProjectAnswer, AddToProjectChoices } from './add-to-project-data';
import { type AddToProjectProduct, addToProjectQuery } from './project-form';
import { projectPaths } from './project-paths';

export function AddToProjectDrawer({
  website,
  product,
}: {
  website: string;
  product: AddToProjectProduct | null;
}) {
  const { t } = useTranslation();
  const choices = useFetcher<AddToProjectChoices>();
  const fetcher = useFetcher<AddToProjectAnswer>();
  const query = product ? addToProjectQuery(product).toString() : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per product
  useEffect(() => {
    if (product) choices.load(`${projectPaths.add(website)}?${query}`);
  }, [website, query]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      ui.pushMessage({
        type: 'success',
        key: 'project.message.success_add_product_to_project',
        values: { count: answer.quantity, name: answer.productName, project: answer.projectName },
      });
      ui.forgetProductForProject();
    } else if ('signIn' in answer) {
      ui.openCustomerDrawer('signIn', false);
    }
  }, [fetcher.data]);

  if (fetcher.data?.ok) return <AddToProjectSuccess website={website} answer={fetcher.data} />;
  if (!product) return <FormMessageAlert message={{ key: 'error.something_went_wrong_try_again_later' }} />;
  if (!choices.data) {
    return (
      <p className="text-sm text-ink-muted" role="status">
        {t('project.add.loading')}
      </p>
    );
  }
  return (
    <AddToProjectForm
      key={query}
      website={website}
      product={product}
      projects={choices.data.projects ?? []}
      answer={fetcher.data}
      fetcher={fetcher}
      busy={fetcher.state !== 'idle'}
    />
  );
}
