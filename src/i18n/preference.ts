// The visitor's language: remembered explicitly (localStorage, then a cookie), else guessed from the browser.
import { defaultLocale, isLocale, type Locale } from './routes.ts';

export const preferenceKey = 'lang';
const oneYear = 60 * 60 * 24 * 365;

/** Reads `lang` from a `document.cookie` string. */
export function localeFromCookie(cookie: string): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === preferenceKey && isLocale(value)) return value;
  }
  return null;
}

/** The first supported language among the browser's, `es-AR` counting as `es`. */
export function localeFromBrowser(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export interface PreferenceSources {
  stored: string | null;
  cookie: string;
  languages: readonly string[];
}

/** Remembered choice first, then the browser's languages, then English. */
export function pickLocale({ stored, cookie, languages }: PreferenceSources): Locale {
  if (isLocale(stored)) return stored;
  return localeFromCookie(cookie) ?? localeFromBrowser(languages) ?? defaultLocale;
}

/** The cookie that remembers a choice for a year, site-wide. */
export function preferenceCookie(lang: Locale): string {
  return `${preferenceKey}=${lang}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

/** Remembers a choice in localStorage and a cookie; storage may be unavailable (private modes), the cookie still works. */
export function rememberLocale(lang: Locale): void {
  try {
    localStorage.setItem(preferenceKey, lang);
  } catch {
    // Storage disabled: the cookie below carries the choice.
  }
  document.cookie = preferenceCookie(lang);
}

/** The remembered or guessed language of this browser. */
export function browserLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(preferenceKey);
  } catch {
    stored = null;
  }
  return pickLocale({ stored, cookie: document.cookie, languages: navigator.languages ?? [navigator.language] });
}
