// Navigation built from the route table: the header, the menu and the footer list the same four screens.
import { pagePath, type Locale, type PageKey } from './routes.ts';

export const mainPages = ['services', 'culture', 'cases', 'contact'] as const satisfies readonly PageKey[];
export type MainPage = (typeof mainPages)[number];

/** The full-screen menu's <dialog>, which the header's button opens by this id (an invoker command's `commandfor`). */
export const menuId = 'site-menu';

/** A language in the menu's switch: this page in that language. */
export interface LanguageOption {
  lang: Locale;
  /** The link text: ESP or ENG. */
  short: string;
  /** The language's own name, for assistive technology. */
  name: string;
  /** This page in that language, computed at build time so the link works without JavaScript. */
  href: string;
}

export interface NavItem {
  key: MainPage;
  label: string;
  href: string;
  /** Analytics id, rendered as `data-track`. */
  tracking: string;
}

export function navigation(
  lang: Locale,
  labels: Record<MainPage, string>,
  area: 'header' | 'menu' | 'footer',
): NavItem[] {
  return mainPages.map((key) => ({ key, label: labels[key], href: pagePath(key, lang), tracking: `${area}-${key}` }));
}
