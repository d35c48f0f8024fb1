// The page-level progress bar (spec §9): it appears only when a navigation takes longer than
// 200 ms, creeps towards the end over at most 5 s (the animation in app.css), and completes when
// the page is ready.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/react';

export const PROGRESS_THROTTLE_MS = 200;

type Phase = 'hidden' | 'running' | 'finishing';

export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (busy) {
      const start = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(start);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'hidden'));
    const hide = window.setTimeout(() => setPhase('hidden'), 400);
    return () => window.clearTimeout(hide);
  }, [busy]);

  if (phase === 'hidden') return null;
  const running = phase === 'running';
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-0.5"
      role="progressbar"
      aria-label={t('common.loading_page')}
      aria-busy={running}
    >
      <div
        // Running: an ease-out crawl to 90 % over the 5 s cap (app.css); finishing: full width, fading out.
        className={`h-full origin-left bg-accent shadow-[0_0_8px_var(--color-accent)] ${
          running
            ? 'animate-progress-crawl'
            : 'scale-x-100 opacity-0 transition-opacity delay-150 duration-300'
        }`}
      />
    </div>
  );
}
