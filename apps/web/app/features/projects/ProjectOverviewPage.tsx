// The overview tab of a project (spec §2 projects/{id}): the description (the owner renames the
// project and edits it), the delivery address (owner and managers), the people on the project,
// the invite form and deleting (owner only). Deleting asks first: `?delete=1` shows the
// confirmation, a real form, so all of it works without JavaScript.

import { Form, Link, useNavigation } from 'react-router';
import { AddressContactFields, AddressPlaceFields } from '~/components/address/AddressFields';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormAlert, FormMessageAlert } from '~/components/ui/FormAlert';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import type { AddressFormErrors, CountryOption } from '~/lib/address/address-form';
import { type FieldError, type FormMessage, useFormMessages } from '~/lib/form-messages';
import {
  MAX_LONG_TEXT,
  type ProjectAddressValues,
  type ProjectDetailsErrors,
  type ProjectDetailsValues,
} from './project-form';
import { projectPaths } from './project-paths';
import type { ParticipantView, ProjectView } from './project-view';

export type OverviewAnswer =
  | { intent: 'edit'; values: ProjectDetailsValues; errors: ProjectDetailsErrors; message?: FormMessage }
  | { intent: 'address'; values: ProjectAddressValues; errors: AddressFormErrors; message?: FormMessage }
  | { intent: 'invite'; email: string; error?: FieldError; message?: FormMessage }
  | { intent: 'delete'; message: FormMessage };

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="rounded-xl border border-line p-5 xs:p-6" data-testid={testId}>
      <h2 className="mb-4 text-lg font-medium">{title}</h2>
      {children}
    </section>
  );
}

function DetailsSection({ project, answer }: { project: ProjectView; answer?: OverviewAnswer }) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'edit';
  const mine = answer?.intent === 'edit' ? answer : undefined;
  if (!project.isOwner) {
    return (
      <Section title={t('project.overview.description')} testId="project-description">
        <p className="text-sm whitespace-pre-line">
          {project.description || t('project.overview.no_description')}
        </p>
      </Section>
    );
  }
  return (
    <Section title={t('project.overview.description')} testId="project-description">
      <Form method="post" noValidate className="space-y-4" data-testid="project-edit-form">
        <input type="hidden" name="intent" value="edit" />
        <TextField
          label={t('project.fields.name')}
          name="name"
          required
          maxLength={255}
          defaultValue={mine?.values.name ?? project.name}
          error={error(mine?.errors.name)}
        />
        <TextAreaField
          label={t('project.fields.description')}
          name="description"
          rows={4}
          maxLength={MAX_LONG_TEXT}
          defaultValue={mine?.values.description ?? project.description}
          error={error(mine?.errors.description)}
        />
        <FormMessageAlert message={mine?.message} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('project.overview.save')}
        </Button>
      </Form>
    </Section>
  );
}

function AddressSection({
  project,
  countries,
  answer,
}: {
  project: ProjectView;
  countries: CountryOption[];
  answer?: OverviewAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'address';
  const mine = answer?.intent === 'address' ? answer : undefined;
  const values: ProjectAddressValues = mine?.values ??
    project.address ?? {
      firstname: '',
      lastname: '',
      company: '',
      street: [],
      city: '',
      countryCode: '',
      postcode: '',
      telephone: '',
    };
  const errors = mine?.errors ?? {};
  const countryName = (code: string) => countries.find((country) => country.id === code)?.name ?? code;
  if (!project.mayEditAddress) {
    return (
      <Section title={t('project.overview.address')} testId="project-address">
        {project.address ? (
          <address className="text-sm leading-relaxed not-italic">
            {project.address.firstname} {project.address.lastname}
            <br />
            {project.address.street.filter(Boolean).join(', ')}
            <br />
            {[project.address.postcode, project.address.city].filter(Boolean).join(' ')},{' '}
            {countryName(project.address.countryCode)}
            <br />
            {project.address.telephone}
          </address>
        ) : (
          <p className="text-sm text-ink-muted">{t('project.overview.no_address')}</p>
        )}
      </Section>
    );
  }
  return (
    <Section title={t('project.overview.address')} testId="project-address">
      <Form method="post" noValidate className="grid gap-4 xs:grid-cols-2" data-testid="project-address-form">
        <input type="hidden" name="intent" value="address" />
        <AddressContactFields values={values} errors={errors} />
        <AddressPlaceFields
          values={values}
          countries={countries}
          errors={errors}
          postcodeRequired={false}
          withRegion={false}
        />
        <div className="space-y-3 xs:col-span-2">
          <FormMessageAlert message={mine?.message} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('project.overview.save_address')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

function People({ title, people }: { title: string; people: ParticipantView[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {people.map((person) => (
          <li key={person.key} className="break-words">
            {person.name}
            {person.email ? <span className="text-ink-muted"> · {person.email}</span> : null}
            {person.isPrimaryManager ? (
              <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent">
                {t('project.people.primary_manager')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PeopleSection({ project, answer }: { project: ProjectView; answer?: OverviewAnswer }) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'invite';
  const mine = answer?.intent === 'invite' ? answer : undefined;
  return (
    <Section title={t('project.people.title')} testId="project-people">
      <div className="space-y-4">
        <People title={t('project.people.owner')} people={[project.owner]} />
        <People title={t('project.people.members')} people={project.members} />
        <People title={t('project.people.managers')} people={project.managers} />
      </div>
      {project.isOwner ? (
        <Form
          method="post"
          noValidate
          className="mt-6 space-y-3 border-t border-line pt-5"
          data-testid="project-invite-form"
        >
          <input type="hidden" name="intent" value="invite" />
          <p className="text-sm text-ink-muted">{t('project.invite.intro')}</p>
          <div className="flex flex-wrap items-start gap-3">
            <TextField
              label={t('project.invite.email')}
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={mine?.email}
              error={error(mine?.error)}
              className="min-w-0 flex-1 basis-56"
            />
            <Button type="submit" variant="secondary" disabled={busy} className="xs:mt-7">
              {t('project.invite.submit')}
            </Button>
          </div>
          <FormMessageAlert message={mine?.message} />
        </Form>
      ) : null}
    </Section>
  );
}

function DeleteSection({
  website,
  project,
  confirming,
  answer,
}: {
  website: string;
  project: ProjectView;
  confirming: boolean;
  answer?: OverviewAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'delete';
  if (!project.isOwner) return null;
  const mine = answer?.intent === 'delete' ? answer : undefined;
  return (
    <Section title={t('project.delete.title')} testId="project-delete">
      {confirming ? (
        <Form method="post" className="space-y-4" data-testid="project-delete-confirm">
          <input type="hidden" name="intent" value="delete" />
          <FormAlert tone="error">{t('project.delete.confirm', { name: project.name })}</FormAlert>
          <FormMessageAlert message={mine?.message} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="accent" disabled={busy}>
              {t('project.delete.confirm_submit')}
            </Button>
            <Link
              to={projectPaths.project(website, project.id)}
              className={buttonClasses('secondary')}
              replace
            >
              {t('account.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">{t('project.delete.intro')}</p>
          <Link
            to={`${projectPaths.project(website, project.id)}?delete=1`}
            className={buttonClasses('secondary')}
            data-testid="project-delete-link"
          >
            {t('project.delete.submit')}
          </Link>
        </div>
      )}
    </Section>
  );
}

export function ProjectOverviewPage({
  website,
  project,
  countries,
  confirmingDelete,
  answer,
}: {
  website: string;
  project: ProjectView;
  countries: CountryOption[];
  confirmingDelete: boolean;
  answer?: OverviewAnswer;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <DetailsSection project={project} answer={answer} />
        <PeopleSection project={project} answer={answer} />
        <DeleteSection website={website} project={project} confirming={confirmingDelete} answer={answer} />
      </div>
      <AddressSection project={project} countries={countries} answer={answer} />
    </div>
  );
}
