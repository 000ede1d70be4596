// The pure rules of the case filter (src/scripts/case-filter.ts): which category a URL asks for, the URL of a choice,
// its timing, and the CSS that filters before (or without) the script.
import { allCategories, filterByCategory, type CategorySlug } from '../lib/categories.ts';

export const categoryParam = 'category';
/** After a choice the list is cleared, refilled after 50 ms, then refreshed and scrolled to the tabs 100 ms later. */
export const refillDelayMs = 50;
export const refreshDelayMs = 100;
/** The tab bar takes its fixed look past this scroll offset. */
export const fixedAfterPx = 50;

/** The category a query string asks for among the tabs' (`known`); anything else means all. */
export function categoryFromSearch(search: string, known: readonly CategorySlug[]): CategorySlug {
  const value = new URLSearchParams(search).get(categoryParam);
  return value !== null && known.includes(value) ? value : allCategories;
}

/**
 * The fragment a tab links to (`#category-marketing`): without JavaScript, choosing a tab targets it and CSS filters
 * the list (`filterStyles`); with it, the script reads it once and keeps the choice in `?category=` instead.
 */
export const categoryTarget = (category: CategorySlug) => `category-${category}`;

/** The category a URL asks for among the tabs' (`known`): `?category=` first, then a tab's fragment; else all. */
export function categoryFromUrl(search: string, hash: string, known: readonly CategorySlug[]): CategorySlug {
  if (new URLSearchParams(search).has(categoryParam)) return categoryFromSearch(search, known);
  const fromHash = /^#category-([a-z0-9-]+)$/.exec(hash)?.[1];
  return fromHash !== undefined && known.includes(fromHash) ? fromHash : allCategories;
}

/**
 * The list filtered by CSS until the script takes over (`data-enhanced`): the category is the filter's
 * `data-category` (set at parse by the inline script of CaseFilter.astro from the URL) or, without JavaScript, the
 * tab fragment the page targets. A chosen tab sets `--chosen`, which its colours follow. Nested rules (CSS nesting)
 * keep each category's condition written once: this sheet travels in the page's first response.
 */
export function filterStyles(categories: readonly CategorySlug[]): string {
  const chosen = (category: CategorySlug) =>
    `.case-filter:not([data-enhanced]):is([data-category="${category}"],:has(#${categoryTarget(category)}:target))`;
  const some = categories.filter((category) => category !== allCategories);
  return [
    // Whichever is chosen, "all" is not.
    `:is(${some.map(chosen).join(',')}) [data-category-tabs] a[data-category="${allCategories}"]{--chosen:0}`,
    ...some.map(
      (category) =>
        `${chosen(category)}{[data-card-item]:not([data-categories~="${category}"]){display:none}` +
        `[data-category-tabs] a[data-category="${category}"]{--chosen:1}[data-empty-for="${category}"]{display:block}}`,
    ),
  ].join('\n');
}

/** The query string for a choice, keeping other parameters; 'all' drops the parameter. */
export function searchWithCategory(search: string, category: CategorySlug): string {
  const params = new URLSearchParams(search);
  if (category === allCategories) params.delete(categoryParam);
  else params.set(categoryParam, category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Which of the rendered items stay visible: their `data-categories` hold space-separated slugs. */
export function visibleItems(items: readonly { categories: string }[], category: CategorySlug): Set<number> {
  const indexed = items.map((item, index) => ({ index, categories: item.categories.split(/\s+/).filter(Boolean) }));
  return new Set(filterByCategory(indexed, category).map((item) => item.index));
}
