// The open panel of a top category: its subcategories as columns, with their own children below.

import { AppLink } from '~/components/ui/AppLink';
import { ArrowRightIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import type { MenuCategory } from './menu-tree';

export function CategoryPanel({ category, website }: { category: MenuCategory; website: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-[1440px] grid-cols-[220px_1fr] gap-10 px-8 py-8">
      <div>
        <p className="text-lg font-medium">{category.name}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {t('menu.category_count', { count: category.children.length })}
        </p>
        <AppLink
          to={`/${website}/${category.path}`}
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:text-accent-hover"
        >
          {t('menu.view_all', { name: category.name })}
          <ArrowRightIcon className="size-4" />
        </AppLink>
      </div>
      <ul className="grid grid-cols-3 gap-x-8 gap-y-6 lg:grid-cols-4">
        {category.children.map((child) => (
          <li key={child.uid}>
            <AppLink to={`/${website}/${child.path}`} className="text-sm font-medium hover:text-accent">
              {child.name}
            </AppLink>
            {child.children.length > 0 ? (
              <ul className="mt-2 space-y-1.5">
                {child.children.map((leaf) => (
                  <li key={leaf.uid}>
                    <AppLink
                      to={`/${website}/${leaf.path}`}
                      className="text-sm text-ink-muted hover:text-accent"
                    >
                      {leaf.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
