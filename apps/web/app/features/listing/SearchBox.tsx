// The header's search box: a plain GET form to /{website}/catalogsearch/result, so it works before
// (and without) JavaScript; with it, the router submits it as a client navigation.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { SearchIcon } from './icons';
import { PARAM } from './listing-url';

export function searchPath(website: string): string {
  return `/${website}/catalogsearch/result`;
}

export function SearchBox({ website, className = '' }: { website: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const action = searchPath(website);
  const location = useLocation();
  // On the results page the box shows what was searched for.
  const current =
    location.pathname === action ? (new URLSearchParams(location.search).get(PARAM.search) ?? '') : '';
  return (
    <Form method="get" action={action} role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        key={current}
        id={id}
        type="search"
        name={PARAM.search}
        defaultValue={current}
        required
        maxLength={128}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        className="h-10 w-full rounded-full border border-line bg-surface-muted pr-11 pl-4 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:bg-surface focus:outline-2 focus:outline-accent/30"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        aria-label={t('search.submit')}
      >
        <SearchIcon className="size-5" />
      </button>
    </Form>
  );
}
