import { describe, expect, it } from 'vitest';
import { localeFromBrowser, localeFromCookie, pickLocale, preferenceCookie } from '../../src/i18n/preference.ts';

describe('language preference', () => {
  it('prefers a choice stored in localStorage', () => {
    expect(pickLocale({ stored: 'es', cookie: 'lang=en', languages: ['en-US'] })).toBe('es');
  });

  it('falls back to the cookie when storage holds nothing valid', () => {
    expect(pickLocale({ stored: null, cookie: 'a=1; lang=es; b=2', languages: ['en-US'] })).toBe('es');
    expect(pickLocale({ stored: 'fr', cookie: 'lang=es', languages: ['en-US'] })).toBe('es');
  });

  it('then uses the first supported browser language', () => {
    expect(pickLocale({ stored: null, cookie: '', languages: ['es-AR', 'en'] })).toBe('es');
    expect(pickLocale({ stored: null, cookie: '', languages: ['fr-FR', 'en-GB', 'es'] })).toBe('en');
    expect(pickLocale({ stored: null, cookie: '', languages: ['pt-BR', 'ES'] })).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLocale({ stored: null, cookie: '', languages: ['de-DE', 'fr'] })).toBe('en');
    expect(pickLocale({ stored: null, cookie: 'lang=de', languages: [] })).toBe('en');
  });

  it('reads only the lang cookie', () => {
    expect(localeFromCookie('xlang=es; lang=en')).toBe('en');
    expect(localeFromCookie('language=es')).toBeNull();
    expect(localeFromBrowser(['es-419'])).toBe('es');
  });

  it('writes a site-wide cookie for a year', () => {
    expect(preferenceCookie('es')).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
