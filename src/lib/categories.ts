// The portfolio's categories and the filtering rule of the case list.

export const cardCategorySlugs = ['strategies', 'design', 'development', 'content', 'marketing'] as const;
export const categorySlugs = ['all', ...cardCategorySlugs] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (categorySlugs as readonly string[]).includes(value);
}

/** 'all' keeps every card; any other slug keeps the cards whose categories include it. */
export function filterByCategory<T extends { categories: readonly string[] }>(
  cards: readonly T[],
  category: CategorySlug,
): T[] {
  return category === 'all' ? [...cards] : cards.filter((card) => card.categories.includes(category));
}
