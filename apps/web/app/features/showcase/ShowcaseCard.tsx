// A showcase project in the showcase grid: its first picture, its name and its first attributes.
import { AppLink } from '~/components/ui/AppLink';
import { CoverImage } from '~/components/ui/CoverImage';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { ShowcaseCardData } from './showcase-types';
import { showcaseAttributes, showcaseImages } from './showcase-view';

const CARD_ATTRIBUTES = 3;

export function ShowcaseCard({ item, href }: { item: ShowcaseCardData; href: string }) {
  const [cover] = showcaseImages(item);
  const attributes = showcaseAttributes(item).slice(0, CARD_ATTRIBUTES);
  return (
    <AppLink
      to={href}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <span
          aria-hidden="true"
          className="absolute right-4 bottom-2 text-7xl font-bold text-black/[0.06] select-none dark:text-white/[0.06]"
        >
          {(item.name ?? '').charAt(0)}
        </span>
        {cover ? <CoverImage src={cover.url} className="group-hover:scale-[1.03]" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="flex items-start justify-between gap-3 text-lg font-medium group-hover:text-accent">
          <span>{item.name}</span>
          <ArrowRightIcon className="mt-1 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 group-hover:text-accent" />
        </h2>
        {attributes.length > 0 ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {attributes.map((attribute) => (
              <div key={attribute.code} className="contents">
                <dt className="text-ink-muted">{attribute.title}</dt>
                <dd className="truncate">{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </AppLink>
  );
}
