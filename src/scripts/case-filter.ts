// Enhances the case filter's server-rendered markup (src/components/cases/CaseFilter.astro): filters the list in place,
// keeps the choice in `?category=` and follows back and forward; on the case list, appends the list's following pages
// (src/components/cases/CasePages.astro) as the visitor nears its end. It touches only what that markup declares:
// `hidden` on the [data-card-item] cards, the empty state from its template, `aria-current` on the tabs, `data-fixed`
// on the bar and the scroll of its row, the status (each tab's `data-announce`), the next page's link, and
// `data-enhanced` on the filter once it has taken over. CaseFilter.astro fetches it at the visitor's first sign of
// life (at once for a link naming a category); until it arrives, the tabs link to their fragments and CSS filters the
// list.
import { allCategories, type CategorySlug } from '../lib/categories.ts';
import { focusProperties } from '../lib/focus.ts';
import {
  categoryFromUrl,
  fixedAfterPx,
  refillDelayMs,
  refreshDelayMs,
  searchWithCategory,
  visibleItems,
} from './case-filter-rules.ts';

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function enhance(filter: HTMLElement) {
  const bar = filter.querySelector<HTMLElement>('[data-category-tabs]');
  const anchor = filter.querySelector<HTMLElement>('[data-filter-anchor]');
  const results = filter.querySelector<HTMLElement>('[data-filter-results]');
  const emptyState = filter.querySelector<HTMLTemplateElement>('template[data-filter-empty]');
  const status = filter.querySelector<HTMLElement>('[data-filter-status]');
  if (!bar || !anchor || !results || !emptyState || !status) return;
  const empty = emptyState.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const tabs = [...bar.querySelectorAll<HTMLAnchorElement>('a[data-category]')];
  /** The categories this page's tabs offer: a URL asking for any other shows all. */
  const known = tabs.map((tab) => tab.dataset.category ?? allCategories);
  const items = [...results.querySelectorAll<HTMLElement>('[data-card-item]')];
  const grid = items[0]?.parentElement;
  const pages = filter.querySelector<HTMLElement>('[data-case-pages]');
  let nextPage = pages?.querySelector<HTMLAnchorElement>('a[data-next-page]') ?? null;
  let loading = false;
  /** Between a choice and the end of its scroll: pages that arrive wait, hidden, for the refill. */
  let choosing = false;
  const row = bar.querySelector<HTMLElement>('ul');
  let current = categoryFromUrl(window.location.search, window.location.hash, known);
  let timers: number[] = [];

  /**
   * Marks the chosen tab and brings it to the middle of its row, where the row is longer than the screen. Its place
   * is read before anything is marked, while the page's layout is still the one the click was aimed at, and the row
   * scrolls in the next frame: no style or layout is worked out twice for one click.
   */
  const mark = (category: CategorySlug) => {
    const chosen = tabs.find((tab) => tab.dataset.category === category);
    const left =
      row && chosen && row.scrollWidth > row.clientWidth
        ? chosen.offsetLeft - (row.clientWidth - chosen.offsetWidth) / 2
        : null;
    for (const tab of tabs) {
      if (tab === chosen) tab.setAttribute('aria-current', 'true');
      else tab.removeAttribute('aria-current');
    }
    if (left !== null)
      requestAnimationFrame(() => row!.scrollTo({ left, behavior: reduceMotion.matches ? 'instant' : 'smooth' }));
  };
  /** Shows the cards of a category; the empty state only once no page is left to bring one. */
  const filterItems = (category: CategorySlug) => {
    const visible = visibleItems(
      items.map((item) => ({ categories: item.dataset.categories ?? '' })),
      category,
    );
    items.forEach((item, index) => (item.hidden = !visible.has(index)));
    if (visible.size > 0 || nextPage) empty.remove();
    else results.append(empty);
  };
  const show = (category: CategorySlug) => {
    filterItems(category);
    status.textContent = tabs.find((tab) => tab.dataset.category === category)?.dataset.announce ?? '';
  };

  /** Appends the list's next page, its cards filtered as the list is, and points the link at the page after it. */
  const appendNextPage = async (link: HTMLAnchorElement) => {
    const response = await fetch(link.href);
    if (!response.ok) throw new Error(`${link.href}: ${response.status}`);
    // Read as a template's content: inert, and its own page's styles are not offered to this page's policy.
    const page = document.createElement('template');
    page.innerHTML = await response.text();
    const arrived = [...page.content.querySelectorAll<HTMLElement>('[data-filter-results] [data-card-item]')];
    for (const item of arrived) {
      // A component's script travels with its first use; on this page it has run already.
      item.querySelectorAll('script').forEach((script) => script.remove());
      // The focal areas' rules stayed in that page's head: each picture takes its own.
      for (const element of item.querySelectorAll<HTMLElement>('[data-focus]'))
        for (const [name, value] of focusProperties(element.dataset.focus!)) element.style.setProperty(name, value);
      item.hidden = true;
    }
    grid?.append(...arrived);
    items.push(...arrived);
    const following = page.content.querySelector('[data-case-pages] a[data-next-page]')?.getAttribute('href');
    if (following) link.href = following;
    else {
      link.remove();
      nextPage = null;
    }
    if (!choosing) filterItems(current);
    window.dispatchEvent(new CustomEvent('lumbre:refresh'));
  };
  /**
   * Brings the following pages while the end of the list is near: within a screen and a half below the view, or
   * anywhere above it (a jump to the footer passes it). The observer says when it comes near; after pages have
   * joined, it is asked again, since the view may have moved while they arrived.
   */
  const nearEnd = () => pages !== null && pages.getBoundingClientRect().top < window.innerHeight * 2.5;
  const watch = new IntersectionObserver(() => void loadWhileNear(), { rootMargin: '100000px 0px 150% 0px' });
  const loadWhileNear = async () => {
    if (loading || choosing || !pages) return;
    loading = true;
    let joined = 0;
    try {
      for (; nextPage && !choosing && nearEnd(); joined++) await appendNextPage(nextPage);
    } catch {
      // Offline or a failed answer: the link to the next page shows again, and works as without JavaScript.
      nextPage?.setAttribute('data-failed', '');
      nextPage = null;
      filterItems(current);
    } finally {
      loading = false;
      if (joined > 0 || !nextPage) watch.unobserve(pages);
      if (joined > 0 && nextPage) watch.observe(pages);
    }
  };

  /** Scrolls the tabs up under the header in one movement; `done` runs once the page is still again. */
  const scrollToTabs = (done: () => void) => {
    const style = getComputedStyle(document.documentElement);
    const offset =
      (parseFloat(style.scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0);
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    const top = Math.min(bottom, Math.max(0, window.scrollY + anchor.getBoundingClientRect().top - offset));
    if (Math.abs(top - window.scrollY) < 1 || reduceMotion.matches) {
      window.scrollTo({ top, behavior: 'instant' });
      done();
      return;
    }
    // Browsers without `scrollend` get the list's height back after the usual length of a smooth scroll.
    if ('onscrollend' in (window as object)) window.addEventListener('scrollend', done, { once: true });
    else timers.push(window.setTimeout(done, 1000));
    window.scrollTo({ top, behavior: 'smooth' });
  };

  /** The spec's sequence: the list is cleared, refilled after 50 ms, then the view is refreshed and scrolled to the tabs 100 ms later. */
  const choose = (category: CategorySlug) => {
    timers.forEach((timer) => window.clearTimeout(timer));
    timers = [];
    current = category;
    choosing = true;
    // The emptied list keeps its height until the scroll is over, so the page never jumps while it refills. The
    // height is read to the fraction of a pixel (offsetHeight rounds, and a page at its bottom moved by that pixel),
    // before the tabs change.
    const height = results.getBoundingClientRect().height;
    mark(category);
    results.style.minHeight = `${height}px`;
    items.forEach((item) => (item.hidden = true));
    empty.remove();
    window.dispatchEvent(new CustomEvent('lumbre:filter-cleared'));
    timers.push(
      window.setTimeout(() => {
        show(category);
        timers.push(
          window.setTimeout(() => {
            window.dispatchEvent(new CustomEvent('lumbre:refresh'));
            scrollToTabs(() => {
              choosing = false;
              results.style.removeProperty('min-height');
              // Cards of a page that arrived during the choice show now, then the list goes on filling.
              filterItems(current);
              void loadWhileNear();
            });
          }, refreshDelayMs),
        );
      }, refillDelayMs),
    );
  };

  for (const tab of tabs) {
    tab.addEventListener('click', (event) => {
      // A click meant for a new tab or window keeps the link's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const next = tab.dataset.category ?? allCategories;
      if (next === current) return;
      const { pathname, search, hash } = window.location;
      // A later page of the list holds only its own cards and those after: a choice filters the whole list, from its
      // first page.
      const firstPage = pages?.dataset.firstPage;
      if (firstPage) {
        window.location.assign(firstPage + searchWithCategory('', next));
        return;
      }
      window.history.pushState(null, '', pathname + searchWithCategory(search, next) + hash);
      choose(next);
    });
  }
  window.addEventListener('popstate', () => {
    const next = categoryFromUrl(window.location.search, window.location.hash, known);
    if (next !== current) choose(next);
  });
  const pin = () => bar.toggleAttribute('data-fixed', window.scrollY > fixedAfterPx);
  window.addEventListener('scroll', pin, { passive: true });
  pin();
  // A shared link opens already filtered. A tab's fragment (chosen before this script arrived, or shared from a
  // visit without JavaScript) becomes the `?category=` it stands for.
  if (current !== allCategories) {
    mark(current);
    show(current);
  }
  if (window.location.hash.startsWith('#category-')) {
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', pathname + searchWithCategory(search, current));
  }
  filter.setAttribute('data-enhanced', '');
  if (pages && nextPage) watch.observe(pages);
}

document.querySelectorAll<HTMLElement>('[data-case-filter]').forEach(enhance);
