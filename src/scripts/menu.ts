// The menu's behaviour beyond the native modal <dialog> its buttons open and close with invoker commands
// (`commandfor`, `command`: working before this script arrives and without JavaScript, the page behind inert): the
// same where a browser has no invoker commands, focus back on the menu button, closing when a link inside is
// followed, a menu never shown open again from the history cache, and the language switch, which keeps the query
// and the fragment, replaces the history entry and remembers the choice. The layout fetches it (./idle.ts) once the
// page has loaded and the browser is idle. It touches the menu's dialog and its buttons only.
import { rememberLocale } from '../i18n/preference.ts';
import { menuId } from '../i18n/navigation.ts';
import { isLocale, translatePath } from '../i18n/routes.ts';

const dialog = document.getElementById(menuId);
const opener = document.querySelector<HTMLButtonElement>(`[commandfor="${menuId}"][command="show-modal"]`);

if (dialog instanceof HTMLDialogElement && opener) {
  if (!('command' in HTMLButtonElement.prototype)) {
    opener.addEventListener('click', () => dialog.open || dialog.showModal());
    dialog.querySelector('[command="close"]')?.addEventListener('click', () => dialog.close());
  }
  dialog.addEventListener('close', () => opener.focus());
  dialog.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    const target = link.dataset.language;
    if (target === undefined) {
      dialog.close();
      return;
    }
    event.preventDefault();
    if (!isLocale(target) || link.hasAttribute('aria-current')) return;
    rememberLocale(target);
    const { pathname, search, hash } = window.location;
    window.location.replace(translatePath(pathname + search + hash, target));
  });
  window.addEventListener('pageshow', () => dialog.open && dialog.close());
  dialog.dataset.enhanced = '';
}
