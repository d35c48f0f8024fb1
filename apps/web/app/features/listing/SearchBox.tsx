// The header's search box: a plain GET form to /{website}/catalogsearch/result, so it works before
// (and without) JavaScript; with it, the router submits it as a client navigation. Once hydrated it
// is a WAI-ARIA combobox: from the second character, after a short pause, it asks the storefront's
// /catalogsearch/suggest for up to 5 products, 3 categories and offers "Show all results"; the
// arrows move through them, Enter opens the active one (or searches), Escape closes the list. Only
// the latest term's answer is shown (suggestion-keys.ts).
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { ProductPrice } from '~/components/ui/ProductPrice';
import { useTranslation } from '~/i18n/react';
import { SearchIcon } from './icons';
import { PARAM } from './listing-url';
import type { SearchSuggestions } from './search-suggestions.server';
import {
  CLOSED,
  type ComboboxState,
  comboboxKey,
  createLatestOnly,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MIN_LENGTH,
} from './suggestion-keys';

export function searchPath(website: string): string {
  return `/${website}/catalogsearch/result`;
}

export function suggestPath(website: string): string {
  return `/${website}/catalogsearch/suggest`;
}

interface SuggestionOption {
  key: string;
  href: string;
  kind: 'product' | 'category' | 'all';
  content: ReactNode;
}

function useSuggestions(website: string, term: string): SearchSuggestions | null {
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const latest = useMemo(() => createLatestOnly(), []);
  useEffect(() => {
    const wanted = term.trim();
    if (wanted.length < SUGGEST_MIN_LENGTH) {
      latest.cancel();
      setAnswer(null);
      return;
    }
    const timer = window.setTimeout(() => {
      const request = latest.start();
      fetch(`${suggestPath(website)}?${new URLSearchParams({ q: wanted })}`, {
        signal: request.signal,
        headers: { Accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
        .then((body) => {
          if (request.isLatest()) setAnswer(body);
        })
        .catch(() => {
          // Aborted by a newer term, or offline: the box simply shows no suggestions.
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [website, term, latest]);
  useEffect(() => () => latest.cancel(), [latest]);
  return answer;
}

export function SearchBox({ website, className = '' }: { website: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const action = searchPath(website);
  const location = useLocation();
  const navigate = useNavigate();
  // On the results page the box shows what was searched for.
  const current =
    location.pathname === action ? (new URLSearchParams(location.search).get(PARAM.search) ?? '') : '';
  const [term, setTerm] = useState(current);
  const [combo, setCombo] = useState<ComboboxState>(CLOSED);
  // Only what the shopper types is looked up, not the term a results page fills in.
  const [typed, setTyped] = useState(false);
  const suggestions = useSuggestions(website, typed ? term : '');
  const wrapper = useRef<HTMLFormElement>(null);

  // A new page (a followed suggestion, a search) closes the list and shows that page's term.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    setTerm(current);
    setTyped(false);
    setCombo(CLOSED);
  }, [location.key]);

  // The answer for the latest term opens the list (while the box has the focus).
  useEffect(() => {
    if (!suggestions) {
      setCombo(CLOSED);
      return;
    }
    const focused = wrapper.current?.contains(document.activeElement) ?? false;
    setCombo(focused ? { open: true, active: -1 } : CLOSED);
  }, [suggestions]);

  const options: SuggestionOption[] = [];
  const showing = suggestions && suggestions.term === term.trim() ? suggestions : null;
  if (showing) {
    for (const product of showing.products) {
      options.push({
        key: `p-${product.uid}`,
        href: product.href,
        kind: 'product',
        content: (
          <>
            <span className="size-12 shrink-0 overflow-hidden rounded-md bg-surface-muted">
              {product.image ? (
                <img
                  src={product.image.url}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : null}
            </span>
            <div className="min-w-0 flex-1">
              <div className="line-clamp-2 text-sm">{product.name}</div>
              <ProductPrice price={product.price} className="text-sm" />
            </div>
          </>
        ),
      });
    }
    for (const category of showing.categories) {
      const parents = category.parents.join(' › ');
      options.push({
        key: `c-${category.uid}`,
        href: category.href,
        kind: 'category',
        content: (
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium">{category.name}</span>
            {parents ? (
              <span className="block truncate text-xs text-ink-muted">
                {t('search.suggest_in', { parents })}
              </span>
            ) : null}
          </span>
        ),
      });
    }
    options.push({
      key: 'all',
      href: `${action}?${new URLSearchParams({ [PARAM.search]: showing.term })}`,
      kind: 'all',
      content: (
        <span className="flex-1 text-sm font-medium text-accent">
          {t('search.suggest_all', { query: showing.term, count: showing.total })}
        </span>
      ),
    });
  }
  const open = combo.open && options.length > 0;
  const activeId = open && combo.active >= 0 ? `${listboxId}-${combo.active}` : undefined;

  const follow = (index: number) => {
    const option = options[index];
    if (!option) return;
    setCombo(CLOSED);
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = comboboxKey(combo, event.key, options.length);
    setCombo(step.state);
    if (step.effect.kind === 'handled') event.preventDefault();
    if (step.effect.kind === 'follow') {
      event.preventDefault();
      follow(step.effect.index);
    }
  };

  // Keeps the active option in view inside the list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const renderOption = (option: SuggestionOption, index: number) => (
    // biome-ignore lint/a11y/useFocusableInteractive: an aria-activedescendant combobox keeps the focus in the input
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys (arrows, Enter) drive the options
    <div
      key={option.key}
      id={`${listboxId}-${index}`}
      role="option"
      aria-selected={combo.active === index}
      data-kind={option.kind}
      data-href={option.href}
      // Keeps the focus in the input, so the list stays open until the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (combo.active !== index) setCombo({ open: true, active: index });
      }}
      onClick={() => follow(index)}
      className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${combo.active === index ? 'bg-accent-soft' : ''}`}
    >
      {option.content}
    </div>
  );

  const group = (kind: 'product' | 'category', label: string) => {
    const items = options
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => option.kind === kind);
    if (items.length === 0) return null;
    const labelId = `${listboxId}-${kind}`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA combobox pattern)
      <div role="group" aria-labelledby={labelId} className="py-1">
        <div
          id={labelId}
          role="presentation"
          className="px-4 pt-2 pb-1 text-xs font-medium tracking-wide text-ink-muted uppercase"
        >
          {label}
        </div>
        {items.map(({ option, index }) => renderOption(option, index))}
      </div>
    );
  };

  return (
    <Form
      ref={wrapper}
      method="get"
      action={action}
      role="search"
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setCombo(CLOSED);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name={PARAM.search}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (suggestions) setCombo((state) => ({ ...state, open: true }));
        }}
        required
        maxLength={128}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
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
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!open}
        data-testid="search-suggestions"
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface shadow-lg"
      >
        {open ? (
          <>
            {group('product', t('search.suggest_products'))}
            {group('category', t('search.suggest_categories'))}
            {options.length > 0
              ? renderOption(options[options.length - 1] as SuggestionOption, options.length - 1)
              : null}
          </>
        ) : null}
      </div>
    </Form>
  );
}
