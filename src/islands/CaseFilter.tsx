import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { CategorySlug } from '../lib/categories.ts';
import { fill } from '../lib/text.ts';
import './case-filter.css';
import {
  categoryFromSearch,
  fixedAfterPx,
  refillDelayMs,
  refreshDelayMs,
  searchWithCategory,
  visibleItems,
} from './case-filter.ts';

interface Props {
  categories: { slug: CategorySlug; title: string }[];
  /** The path of the list, for the links rendered before hydration. */
  path: string;
  /** The tab bar's name, the live count ("{count} shown") and the empty state, from the ui strings. */
  labels: { label: string; count: string; empty: string };
  /** The list the tabs filter: cards rendered by Astro, each `[data-card-item][data-categories]`. */
  children?: ReactNode;
}

type Phase = 'idle' | 'cleared';

/** Category tabs over the case list: filters in place, keeps the choice in `?category=`, works with back and forward. */
export default function CaseFilter({ categories, path, labels, children }: Props) {
  const [category, setCategory] = useState<CategorySlug>('all');
  const [phase, setPhase] = useState<Phase>('idle');
  const [hydrated, setHydrated] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [visibleCount, setVisibleCount] = useState<number | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };

  /** Shows the chosen cards: the list is cleared, refilled after 50 ms, refreshed and scrolled to the tabs 100 ms later. */
  const apply = useCallback((next: CategorySlug, animate: boolean) => {
    clearTimers();
    setCategory(next);
    if (!animate) return;
    setPhase('cleared');
    timers.current.push(
      window.setTimeout(() => {
        setPhase('idle');
        timers.current.push(
          window.setTimeout(() => {
            window.dispatchEvent(new CustomEvent('lumbre:refresh'));
            const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            anchor.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
          }, refreshDelayMs),
        );
      }, refillDelayMs),
    );
  }, []);

  // The URL decides on load and on back/forward.
  useEffect(() => {
    setHydrated(true);
    apply(categoryFromSearch(window.location.search), false);
    const onPopState = () => apply(categoryFromSearch(window.location.search), true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      clearTimers();
    };
  }, [apply]);

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > fixedAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Hide the cards that do not match (they are Astro's markup, so this is done on the DOM, before paint).
  useLayoutEffect(() => {
    const container = results.current;
    if (!container) return;
    const items = [...container.querySelectorAll<HTMLElement>('[data-card-item]')];
    const visible = visibleItems(
      items.map((item) => ({ categories: item.dataset.categories ?? '' })),
      category,
    );
    items.forEach((item, index) => {
      item.hidden = phase === 'cleared' || !visible.has(index);
    });
    setVisibleCount(phase === 'cleared' ? null : visible.size);
  }, [category, phase]);

  const choose = (event: MouseEvent, next: CategorySlug) => {
    event.preventDefault();
    if (next === category) return;
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', pathname + searchWithCategory(search, next) + hash);
    apply(next, true);
  };

  return (
    <div className="case-filter">
      <div ref={anchor} className="case-filter__anchor" />
      <nav className="tabs" data-category-tabs data-fixed={fixed ? '' : undefined} aria-label={labels.label}>
        <div className="tabs__inner container">
          <ul className="tabs__list">
            {categories.map(({ slug, title }) => (
              <li key={slug}>
                {hydrated ? (
                  <button
                    type="button"
                    className="tabs__tab"
                    data-category={slug}
                    aria-pressed={slug === category}
                    onClick={(event) => choose(event, slug)}
                  >
                    {title}
                  </button>
                ) : (
                  <a
                    className="tabs__tab"
                    href={path + searchWithCategory('', slug)}
                    data-category={slug}
                    aria-current={slug === 'all' ? 'true' : undefined}
                  >
                    {title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div ref={results} className="case-filter__results" data-filter={phase === 'cleared' ? 'none' : category}>
        {children}
        {visibleCount === 0 && <p className="case-filter__empty container">{labels.empty}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {hydrated && visibleCount !== null ? fill(labels.count, { count: visibleCount }) : ''}
      </p>
    </div>
  );
}
