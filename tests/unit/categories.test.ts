import { describe, expect, it } from 'vitest';
import { allCategories, filterByCategory } from '../../src/lib/categories.ts';

const cards = [
  { id: 'a', categories: ['design', 'development'] },
  { id: 'b', categories: ['strategies'] },
  { id: 'c', categories: ['content', 'marketing', 'design'] },
  { id: 'd', categories: ['development'] },
];

describe('filterByCategory', () => {
  it('keeps every card, in order, for all', () => {
    expect(filterByCategory(cards, allCategories).map((card) => card.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the cards whose categories include the slug', () => {
    expect(filterByCategory(cards, 'design').map((card) => card.id)).toEqual(['a', 'c']);
    expect(filterByCategory(cards, 'development').map((card) => card.id)).toEqual(['a', 'd']);
    expect(filterByCategory(cards, 'strategies').map((card) => card.id)).toEqual(['b']);
  });

  it('gives an empty list for a category nobody has, without touching the input', () => {
    const input = [{ categories: ['design'] }];
    expect(filterByCategory(input, 'marketing')).toEqual([]);
    expect(input).toHaveLength(1);
  });
});
