// What the store offers besides the catalogue: project supply, designers, delivery and assembly.

import { Icon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';

const HIGHLIGHTS = ['projects', 'designers', 'delivery'] as const;

const ICON_PATHS: Record<(typeof HIGHLIGHTS)[number], string> = {
  projects: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M4 20h16',
  designers: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 7l3 3',
  delivery:
    'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
};

export function ServiceHighlights() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-12 xs:px-6 md:px-8">
      <h2 className="sr-only">{t('home.services_title')}</h2>
      <ul className="grid gap-6 rounded-2xl bg-surface-muted p-6 xs:p-8 sm:grid-cols-3 sm:gap-8 md:p-10">
        {HIGHLIGHTS.map((key) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon className="size-5">
                <path d={ICON_PATHS[key]} />
              </Icon>
            </span>
            <div>
              <h3 className="font-medium">{t(`home.services.${key}_title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`home.services.${key}_text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
