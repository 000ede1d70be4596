// The filtering rule of the case list. Which categories there are is content: the tabs of
// src/content/categories.yaml, which a card or a case names by their ids.

/** A category of the case list: the id of one of its filter tabs. */
export type CategorySlug = string;

/** The tab that shows every card, whatever categories it names. */
export const allCategories = 'all';

/** 'all' keeps every card; any other slug keeps the cards whose categories include it. */
export function filterByCategory<T extends { categories: readonly string[] }>(
  cards: readonly T[],
  category: CategorySlug,
): T[] {
  return category === allCategories ? [...cards] : cards.filter((card) => card.categories.includes(category));
}
