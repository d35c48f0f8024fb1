// Top categories as tiles. The category's picture (CategoryTree.image: a room furnished with what
// it sells, seed/category-pictures.ts) covers a tinted tile; a category without one shows its
// initial on the tint. A plain <img> with its size, so the picture shows without JavaScript and
// the grid does not jump; the first row loads at once, the rest lazily (below the fold on a phone).

import { AppLink } from '~/components/ui/AppLink';
import { ArrowRightIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { imageLoading, mediaSrcSet } from '~/lib/responsive-image';
import type { MenuCategory } from './menu-tree';

const TINTS = [
  'bg-[#efe9e1]',
  'bg-[#e6e9e4]',
  'bg-[#ece6f6]',
  'bg-[#e9e6e1]',
  'bg-[#e3e8ec]',
  'bg-[#f2e8e2]',
];

/** The pictures' own size (seed/room-scene.ts draws 1600 × 1000). */
const PICTURE_WIDTH = 1600;
const PICTURE_HEIGHT = 1000;
/** Tiles in the first row at the widest layout (sm:grid-cols-5): loaded eagerly. */
const FIRST_ROW = 5;
/** A phone's first row (grid-cols-2): the likely largest paint of the tiles, fetched first. */
const FIRST_PAINT = 2;
/** Widest a tile is shown: half a phone's width, a fifth of the 1440 px layout. */
const SHOWN_WIDTH = 380;

export function CategoryTiles({ categories, website }: { categories: MenuCategory[]; website: string }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 xs:gap-4 sm:grid-cols-5 md:gap-6">
      {categories.map((category, index) => (
        <li key={category.uid}>
          <AppLink
            to={`/${website}/${category.path}`}
            className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            <div
              className={`relative aspect-[3/2] overflow-hidden sm:aspect-[4/3] rounded-xl dark:bg-surface-raised ${TINTS[index % TINTS.length]}`}
            >
              {category.image ? (
                <img
                  src={category.image}
                  srcSet={mediaSrcSet(category.image, SHOWN_WIDTH)}
                  alt={t('category_picture.alt', { name: category.name })}
                  width={PICTURE_WIDTH}
                  height={PICTURE_HEIGHT}
                  sizes="(min-width: 1024px) 20vw, 50vw"
                  {...imageLoading(index < FIRST_PAINT ? 'lcp' : index < FIRST_ROW ? 'eager' : 'lazy')}
                  data-category-picture=""
                  className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="absolute right-4 bottom-2 text-6xl font-bold text-black/[0.06] select-none xs:text-7xl dark:text-white/[0.06]"
                >
                  {category.name.charAt(0)}
                </span>
              )}
            </div>
            <div className="mt-3 flex items-start justify-between gap-2">
              <div>
                <p className="font-medium group-hover:text-accent">{category.name}</p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {category.productCount > 0
                    ? t('catalog.product_count', { count: category.productCount })
                    : t('menu.category_count', { count: category.children.length })}
                </p>
              </div>
              <ArrowRightIcon className="mt-0.5 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 group-hover:text-accent" />
            </div>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
