// A titled block of an account page with an optional link (Edit, Manage addresses…) beside the title.
import type { ReactNode } from 'react';
import { AppLink } from '~/components/ui/AppLink';

export function AccountSection({
  title,
  link,
  children,
  testId,
}: {
  title: string;
  link?: { to: string; text: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-xl border border-line p-5 xs:p-6" data-testid={testId}>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 className="text-lg font-medium">{title}</h2>
        {link ? (
          <AppLink to={link.to} className="shrink-0 text-sm font-medium text-accent hover:text-accent-hover">
            {link.text}
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-medium xs:text-3xl">{children}</h1>
      {intro ? <p className="mt-2 text-sm text-ink-muted">{intro}</p> : null}
    </div>
  );
}
