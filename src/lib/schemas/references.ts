// Fields that name another content file: a case study, a client, a category of the case list. The build checks the
// file or the entry exists; the editor offers the existing ones.
import { locales } from '../../i18n/routes.ts';
import { allCategories } from '../categories.ts';
import type { ContentContext } from './meta.ts';
import { slug } from './text.ts';

/** The slug of a case study that exists in both languages (the build checks the files; the editor offers the list). */
export function caseSlug(context: ContentContext) {
  return slug
    .refine(
      (value) => !context.exists || locales.every((lang) => context.exists!(`src/content/cases/${lang}/${value}.md`)),
      {
        error: (issue) => {
          const value = String(issue.input);
          return `no case "${value}": expected ${locales.map((lang) => `src/content/cases/${lang}/${value}.md`).join(' and ')}`;
        },
      },
    )
    .meta({ editor: { kind: 'case' } });
}

/** The id of a client of the Clients list (`src/content/clients/{id}.yaml`). */
export function clientId(context: ContentContext) {
  return slug
    .refine((value) => !context.exists || context.exists(`src/content/clients/${value}.yaml`), {
      error: (issue) => `no client "${String(issue.input)}": expected src/content/clients/${String(issue.input)}.yaml`,
    })
    .meta({ editor: { kind: 'client' } });
}

/** A category of the case list: one of its filter tabs but "all" (`src/content/categories.yaml`), named as its tab is. */
export function category(context: ContentContext) {
  return slug
    .refine((value) => value !== allCategories && (!context.categories || context.categories().includes(value)), {
      error: (issue) => {
        const categories = context.categories?.().filter((id) => id !== allCategories) ?? [];
        return `no category "${String(issue.input)}": a card or a case names a filter tab of src/content/categories.yaml but "${allCategories}" (${categories.join(', ')})`;
      },
    })
    .meta({ editor: { namedIn: 'categories', sameInEveryLanguage: true } });
}
