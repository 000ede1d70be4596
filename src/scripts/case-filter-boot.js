(() => {
  const filter = document.currentScript.closest('[data-case-filter]');
  const asked =
    new URLSearchParams(location.search).get('category') ?? /^#category-([a-z0-9-]+)$/.exec(location.hash)?.[1];
  const tab = asked && filter.querySelector(`[data-category-tabs] a[data-category="${CSS.escape(asked)}"]`);
  if (!tab) return;
  filter.dataset.category = asked;
  filter.querySelector('[data-category-tabs] a[aria-current]')?.removeAttribute('aria-current');
  tab.setAttribute('aria-current', 'true');
  const row = tab.closest('ul');
  row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
})();
