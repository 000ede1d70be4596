import { describe, expect, it } from 'vitest';
import {
  categoryFromSearch,
  categoryFromUrl,
  categoryTarget,
  searchWithCategory,
  visibleItems,
} from '../../src/scripts/case-filter-rules.ts';
import { readContent } from '../support/content.ts';

/** The tabs a page offers, as the filter reads them from its markup. */
const known = ['all', 'strategies', 'design', 'development', 'content', 'marketing'];

describe('the case filter URL', () => {
  it('reads a category the tabs offer and falls back to all', () => {
    expect(categoryFromSearch('?category=design', known)).toBe('design');
    expect(categoryFromSearch('?utm=x&category=marketing', known)).toBe('marketing');
    expect(categoryFromSearch('', known)).toBe('all');
    expect(categoryFromSearch('?category=branding', known)).toBe('all');
    expect(categoryFromSearch('?category=', known)).toBe('all');
    expect(categoryFromSearch('?category=branding', [...known, 'branding'])).toBe('branding');
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
    expect(categoryFromUrl('', `#${categoryTarget('design')}`, known)).toBe('design');
    expect(categoryFromUrl('?category=content', `#${categoryTarget('design')}`, known)).toBe('content');
    expect(categoryFromUrl('', '#category-branding', known)).toBe('all');
    expect(categoryFromUrl('', '#gracias', known)).toBe('all');
    // A tab's id may hold digits (the content's ids are slugs).
    expect(categoryFromUrl('', `#${categoryTarget('web3')}`, [...known, 'web3'])).toBe('web3');
  });

  it("round-trips every category of the site's tabs, by the query and by the fragment", () => {
    const tabs = readContent().categories.map(({ id }) => id);
    for (const category of tabs) {
      expect(categoryFromSearch(searchWithCategory('?a=1', category), tabs)).toBe(category);
      expect(categoryFromUrl('', `#${categoryTarget(category)}`, tabs)).toBe(category);
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
