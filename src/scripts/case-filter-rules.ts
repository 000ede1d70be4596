// The pure rules of the case filter (src/scripts/case-filter.ts): which category a URL asks for, the URL of a choice, and its timing.
import { filterByCategory, isCategorySlug, type CategorySlug } from '../lib/categories.ts';

export const categoryParam = 'category';
/** After a choice the list is cleared, refilled after 50 ms, then refreshed and scrolled to the tabs 100 ms later. */
export const refillDelayMs = 50;
export const refreshDelayMs = 100;
/** The tab bar takes its fixed look past this scroll offset. */
export const fixedAfterPx = 50;

/** The category a query string asks for; anything unknown means all. */
export function categoryFromSearch(search: string): CategorySlug {
  const value = new URLSearchParams(search).get(categoryParam);
  return isCategorySlug(value) ? value : 'all';
}

/** The query string for a choice, keeping other parameters; 'all' drops the parameter. */
export function searchWithCategory(search: string, category: CategorySlug): string {
  const params = new URLSearchParams(search);
  if (category === 'all') params.delete(categoryParam);
  else params.set(categoryParam, category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Which of the rendered items stay visible: their `data-categories` hold space-separated slugs. */
export function visibleItems(items: readonly { categories: string }[], category: CategorySlug): Set<number> {
  const indexed = items.map((item, index) => ({ index, categories: item.categories.split(/\s+/).filter(Boolean) }));
  return new Set(filterByCategory(indexed, category).map((item) => item.index));
}
