// The page version of the add-to-project drawer (without JavaScript, or a link opened directly).

import { useNavigation } from 'react-router';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import { AddToProjectForm } from './AddToProjectForm';
import type { AddToProjectAnswer, AddToProjectChoices } from './add-to-project-data';

export function AddToProjectPage({
  data,
  answer,
}: {
  data: AddToProjectChoices;
  answer?: AddToProjectAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-xl">
      <h1 className="mb-6 text-2xl font-medium xs:text-3xl">{t('project.add.title')}</h1>
      {data.product ? (
        <AddToProjectForm
          website={data.website}
          product={data.product}
          projects={data.projects ?? []}
          answer={answer}
          busy={busy}
        />
      ) : (
        <FormMessageAlert message={{ key: 'error.something_went_wrong_try_again_later' }} />
      )}
    </div>
  );
}
