// The category menu inside the main drawer: top categories expand to show their subcategories.

import { AppLink } from '~/components/ui/AppLink';
import { ChevronDownIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import type { MenuCategory } from './menu-tree';

export function MobileMenu({ categories, website }: { categories: MenuCategory[]; website: string }) {
  const { t } = useTranslation();
  const link = (category: MenuCategory) => `/${website}/${category.path}`;
  return (
    <nav aria-label={t('header.main_navigation')}>
      <ul className="divide-y divide-line border-y border-line">
        {categories.map((category) =>
          category.children.length === 0 ? (
            <li key={category.uid}>
              <AppLink to={link(category)} className="block py-3.5 font-medium hover:text-accent">
                {category.name}
              </AppLink>
            </li>
          ) : (
            <li key={category.uid}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3.5 font-medium [&::-webkit-details-marker]:hidden">
                  <span>
                    {category.name}
                    <span className="ml-2 text-sm font-normal text-ink-muted">
                      {t('menu.category_count', { count: category.children.length })}
                    </span>
                  </span>
                  <ChevronDownIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
                </summary>
                <ul className="space-y-2.5 pb-4 pl-3">
                  <li>
                    <AppLink to={link(category)} className="text-sm font-medium text-accent">
                      {t('menu.view_all', { name: category.name })}
                    </AppLink>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.uid}>
                      <AppLink to={link(child)} className="text-sm hover:text-accent">
                        {child.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
