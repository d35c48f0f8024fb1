// The desktop category menu: top categories in a row; a category with children opens a panel
// with its subcategories on hover, or with its toggle button from the keyboard (Escape closes).
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { ChevronDownIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { CategoryPanel } from './CategoryPanel';
import type { MenuCategory } from './menu-tree';

interface DesktopMenuProps {
  categories: MenuCategory[];
  website: string;
  className?: string;
}

const HOVER_OPEN_DELAY_MS = 120;

export function DesktopMenu({ categories, website, className = '' }: DesktopMenuProps) {
  const { t } = useTranslation();
  const [openUid, setOpenUid] = useState<string | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const location = useLocation();
  const open = categories.find((category) => category.uid === openUid);

  // Following a link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpenUid(null), [location.key]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const openLater = (uid: string | null) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpenUid(uid), HOVER_OPEN_DELAY_MS);
  };

  return (
    <nav
      aria-label={t('header.main_navigation')}
      className={className}
      onMouseLeave={() => openLater(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openUid) setOpenUid(null);
      }}
    >
      <ul className="-mx-3 flex flex-wrap items-center">
        {categories.map((category) => {
          const hasChildren = category.children.length > 0;
          const isOpen = openUid === category.uid;
          return (
            <li
              key={category.uid}
              className="flex shrink-0 items-center px-3"
              onMouseEnter={() => openLater(hasChildren ? category.uid : null)}
            >
              <AppLink
                to={`/${website}/${category.path}`}
                className={`py-3.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-accent ${isOpen ? 'text-accent' : ''}`}
              >
                {category.name}
              </AppLink>
              {hasChildren ? (
                <button
                  type="button"
                  className="ml-0.5 rounded p-0.5 text-ink-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  aria-label={t('menu.show_subcategories', { name: category.name })}
                  onClick={() => setOpenUid(isOpen ? null : category.uid)}
                >
                  <ChevronDownIcon
                    className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full border-b border-line bg-surface-raised shadow-lg"
        >
          <CategoryPanel category={open} website={website} />
        </div>
      ) : null}
    </nav>
  );
}
