// "Add to project" beside add to cart (product page, listing cards, wishlist and cart lines): opens
// the add-to-project drawer with the product; guests get the sign-in drawer first and the product
// waits for the sign-in. Without JavaScript it is a link (or, on the product page, a GET submit of
// the product's own form, so the chosen options and quantity go with it) to the page version. None
// on a Magento backend (projects are Atrium's).

import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { useBackendHas } from '~/lib/backend';
import { customerDrawerHeadStart } from '~/lib/drawer-preload';
import { ui } from '~/lib/ui-store';
import { type AddToProjectProduct, addToProjectQuery } from './project-form';
import { projectPaths } from './project-paths';

const looks = {
  page: 'inline-flex h-12 items-center justify-center gap-2 rounded-md border border-line px-4 text-sm font-medium text-ink hover:border-ink disabled:opacity-60',
  card: 'inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm backdrop-blur hover:text-accent',
  line: 'inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-accent',
};

function FolderPlusIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      className={className}
      aria-hidden="true"
    >
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
      <path d="M12 10.5v5M9.5 13h5" strokeLinecap="round" />
    </svg>
  );
}

export function AddToProjectButton({
  product,
  variant = 'page',
  formId,
  beforeOpen,
}: {
  product: AddToProjectProduct;
  variant?: keyof typeof looks;
  /** The product page's form: without JavaScript the button submits it (GET) to the page version. */
  formId?: string;
  /** May refuse to open (the product page reveals missing choices first). */
  beforeOpen?: () => boolean;
}) {
  const { t } = useTranslation();
  const { website, isAuthenticated } = useRequiredShellData();
  const offered = useBackendHas('projects');
  if (!offered) return null;
  const label = t('project.add.button_for', { name: product.name || product.sku });
  const open = (event: React.MouseEvent) => {
    event.preventDefault();
    if (beforeOpen && !beforeOpen()) return;
    ui.openAddToProject(product, isAuthenticated);
  };
  const content = (
    <>
      <FolderPlusIcon className="size-5" />
      {variant === 'card' ? null : <span>{t('project.add.button')}</span>}
    </>
  );
  if (formId) {
    return (
      <button
        type="submit"
        form={formId}
        formAction={projectPaths.add(website)}
        formMethod="get"
        onClick={open}
        {...customerDrawerHeadStart}
        aria-label={label}
        title={label}
        className={looks[variant]}
        data-testid="add-to-project-button"
      >
        {content}
      </button>
    );
  }
  return (
    <Link
      to={`${projectPaths.add(website)}?${addToProjectQuery(product).toString()}`}
      onClick={open}
      {...customerDrawerHeadStart}
      aria-label={label}
      title={label}
      className={looks[variant]}
      data-testid="add-to-project-button"
    >
      {content}
    </Link>
  );
}

/**
 * A listing's card actions with "add to project" after the others (the wishlist heart). A
 * configurable goes without a variant: the project line keeps its options open ("from … to …").
 */
export function withProjectCardAction<Item extends { name: string; sku: string; typename: string }>(
  others?: (item: Item) => React.ReactNode,
) {
  return (item: Item) => (
    <>
      {others?.(item)}
      <AddToProjectButton
        variant="card"
        product={{
          sku: item.sku,
          parentSku: null,
          selectedOptions: [],
          quantity: 1,
          name: item.name,
          configurable: item.typename === 'ConfigurableProduct',
        }}
      />
    </>
  );
}
