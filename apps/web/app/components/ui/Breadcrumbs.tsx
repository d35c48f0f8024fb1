// Breadcrumbs (spec §2): each crumb has text, an optional link and a disabled flag. The current
// page is the last crumb and is not a link.
import { useTranslation } from '~/i18n/react';
import { AppLink } from './AppLink';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  text: string;
  link?: string;
  disabled?: boolean;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((crumb, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={crumb.link ?? crumb.text} className="flex items-center gap-1">
              {crumb.link && !crumb.disabled && !isLast ? (
                <AppLink to={crumb.link} className="hover:text-accent">
                  {crumb.text}
                </AppLink>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={isLast ? 'text-ink' : undefined}>
                  {crumb.text}
                </span>
              )}
              {isLast ? null : <ChevronRightIcon className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
