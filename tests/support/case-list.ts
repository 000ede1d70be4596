// The case list comes in pages (src/pages/[lang]/[cases]/[...page].astro): with JavaScript its later pages join the
// first as the visitor scrolls near its end. Tests that read the whole list scroll it in the same way.
import type { Page } from 'playwright-core';

/** Scrolls to the end of the case list until its later pages have all joined it. */
export const wholeCaseList = (page: Page) =>
  page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return (
        document.querySelector('[data-case-filter][data-enhanced]') !== null &&
        document.querySelector('[data-next-page]:not([data-failed])') === null
      );
    },
    undefined,
    { polling: 100 },
  );
