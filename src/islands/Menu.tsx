import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { translatePath, type Locale } from '../i18n/routes.ts';
import { rememberLocale } from '../i18n/preference.ts';
import './menu.css';

export interface LanguageOption {
  lang: Locale;
  /** The button text: ESP or ENG. */
  short: string;
  /** The language's own name, for assistive technology. */
  name: string;
  /** This page in that language, computed at build time so the link works without JavaScript. */
  href: string;
}

interface Props {
  lang: Locale;
  labels: { open: string; close: string; title: string; language: string };
  languages: LanguageOption[];
  /** The menu's content (navigation, contact details, badges), rendered by Astro. */
  children?: ReactNode;
}

const dialogId = 'site-menu';
// Invoker commands let the menu open and close before hydration and without JavaScript. Either way it opens as a
// modal (show-modal, showModal()): the page behind is inert, so Tab and Shift+Tab stay in the menu by themselves.
const openCommand = { commandfor: dialogId, command: 'show-modal' } as Record<string, string>;
const closeCommand = { commandfor: dialogId, command: 'close' } as Record<string, string>;

/** The full-screen menu: hamburger, dialog and language switcher. */
export default function Menu({ lang, labels, languages, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => opener.current?.focus();
    element.addEventListener('close', onClose);
    // Coming back through the history cache must not show a menu left open.
    const onPageShow = () => element.open && element.close();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      element.removeEventListener('close', onClose);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const open = (event: MouseEvent) => {
    event.preventDefault();
    if (!dialog.current?.open) dialog.current?.showModal();
  };

  const close = (event: MouseEvent) => {
    event.preventDefault();
    dialog.current?.close();
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const link = (event.target as Element).closest('a');
    if (link && !link.hasAttribute('data-language')) dialog.current?.close();
  };

  const switchTo = (event: MouseEvent, target: Locale) => {
    event.preventDefault();
    if (target === lang) return;
    rememberLocale(target);
    const { pathname, search, hash } = window.location;
    window.location.replace(translatePath(pathname + search + hash, target));
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        aria-label={labels.open}
        onClick={open}
        {...openCommand}
      >
        <span className="menu-button__bars" aria-hidden="true">
          <span></span>
          <span></span>
        </span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated from the links inside, which keys activate with a click too; Escape closes the dialog natively */}
      <dialog ref={dialog} id={dialogId} className="menu" aria-label={labels.title} onClick={onDialogClick}>
        <div className="menu__top">
          <nav className="menu__languages" aria-label={labels.language}>
            <ul>
              {languages.map((option) => (
                <li key={option.lang}>
                  <a
                    href={option.href}
                    lang={option.lang}
                    data-language={option.lang}
                    aria-current={option.lang === lang ? 'true' : undefined}
                    onClick={(event) => switchTo(event, option.lang)}
                  >
                    {option.short}
                    <span className="visually-hidden"> {option.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="menu__close" aria-label={labels.close} onClick={close} {...closeCommand}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="menu__body">{children}</div>
      </dialog>
    </>
  );
}
