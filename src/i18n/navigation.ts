// Navigation built from the route table: the header, the menu and the footer list the same four screens.
import { pagePath, type Locale, type PageKey } from './routes.ts';

export const mainPages = ['services', 'culture', 'cases', 'contact'] as const satisfies readonly PageKey[];
export type MainPage = (typeof mainPages)[number];

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
