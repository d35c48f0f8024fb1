import type { ShowcaseAttribute } from './showcase-view';

/** Every attribute of a showcase project as a two-column list. */
export function ShowcaseAttributes({ attributes }: { attributes: ShowcaseAttribute[] }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line">
      {attributes.map((attribute) => (
        <div
          key={attribute.code}
          className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-5 py-3 text-sm"
        >
          <dt className="text-ink-muted">{attribute.title}</dt>
          <dd className="font-medium">{attribute.value}</dd>
        </div>
      ))}
    </dl>
  );
}
