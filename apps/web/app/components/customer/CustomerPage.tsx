// The frame of the standalone customer pages (sign in, create an account, forgotten password, new
// password): breadcrumbs, a heading and the form, narrow like the drawer it mirrors.
import type { ReactNode } from 'react';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs';
import { useTranslation } from '~/i18n/react';

export function CustomerPage({
  website,
  title,
  children,
}: {
  website: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-8 xs:py-12">
      <Breadcrumbs items={[{ text: t('common.home'), link: `/${website}/` }, { text: title }]} />
      <h1 className="mt-6 mb-6 text-2xl font-medium xs:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
