import { describe, expect, it } from 'vitest';
import {
  categoryFromSearch,
  categoryFromUrl,
  categoryTarget,
  searchWithCategory,
  visibleItems,
} from '../../src/scripts/case-filter-rules.ts';
import { categorySlugs } from '../../src/lib/categories.ts';

describe('the case filter URL', () => {
  it('reads a known category and falls back to all', () => {
    expect(categoryFromSearch('?category=design')).toBe('design');
    expect(categoryFromSearch('?utm=x&category=marketing')).toBe('marketing');
    expect(categoryFromSearch('')).toBe('all');
    expect(categoryFromSearch('?category=branding')).toBe('all');
    expect(categoryFromSearch('?category=')).toBe('all');
  });

  it('writes a choice and keeps the other parameters', () => {
    expect(searchWithCategory('', 'design')).toBe('?category=design');
    expect(searchWithCategory('?utm=x', 'content')).toBe('?utm=x&category=content');
    expect(searchWithCategory('?category=design&utm=x', 'strategies')).toBe('?category=strategies&utm=x');
  });

  it('drops the parameter for all', () => {
    expect(searchWithCategory('?category=design', 'all')).toBe('');
    expect(searchWithCategory('?utm=x&category=design', 'all')).toBe('?utm=x');
  });

  it("reads a tab's fragment where the query names none, the query first where both do", () => {
    expect(categoryFromUrl('', `#${categoryTarget('design')}`)).toBe('design');
    expect(categoryFromUrl('?category=content', `#${categoryTarget('design')}`)).toBe('content');
    expect(categoryFromUrl('', '#category-branding')).toBe('all');
    expect(categoryFromUrl('', '#gracias')).toBe('all');
    for (const category of categorySlugs) expect(categoryFromUrl('', `#${categoryTarget(category)}`)).toBe(category);
  });

  it('round-trips every category', () => {
    for (const category of categorySlugs) {
      expect(categoryFromSearch(searchWithCategory('?a=1', category))).toBe(category);
    }
  });
});

describe('visibleItems', () => {
  const items = [
    { categories: 'design development' },
    { categories: 'strategies' },
    { categories: '' },
    { categories: 'design' },
  ];

  it('shows every item for all', () => {
    expect([...visibleItems(items, 'all')]).toEqual([0, 1, 2, 3]);
  });

  it('shows the items whose categories include the choice', () => {
    expect([...visibleItems(items, 'design')]).toEqual([0, 3]);
    expect([...visibleItems(items, 'marketing')]).toEqual([]);
  });
});
