// What only the build can check of the content, beside the schemas: that the pictures an entry names exist, and that
// every case exists in both languages with its description translated. Functions of what the loaders read (src/content.config.ts throws what they say), each naming the file
// and the field, so tests/unit/content-checks.test.ts reads every message without a build.
import { localeInfo, locales, slugPattern, type Locale } from '../i18n/routes.ts';
import { untranslatedFrom } from './schemas/text.ts';
import { developerLanguage } from '../i18n/editor-languages.ts';

/** The fields of `value` (as `a.b[0].c`) whose value is exactly `wanted`. */
function fieldsHolding(value: unknown, wanted: string, field = ''): string[] {
  if (value === wanted) return [field];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsHolding(item, wanted, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsHolding(item, wanted, field ? `${field}.${key}` : key));
  }
  return [];
}

/** The pictures an entry names (as written in `file`) that do not exist, each with the fields that name it. */
export function missingPictures(
  file: string,
  data: unknown,
  pictures: readonly string[],
  exists: (picture: string) => boolean,
): string | null {
  const missing = pictures
    .filter((picture) => !exists(picture))
    .flatMap((picture) => fieldsHolding(data, picture).map((field) => `${field}: ${picture}`));
  return missing.length > 0 ? `${file} names pictures that do not exist:\n  ${missing.join('\n  ')}` : null;
}

/** What is wrong with a case (id `lang/slug`): its file name, its description still marked, or a language missing. */
export type CaseProblem =
  | { kind: 'address'; id: string }
  | { kind: 'marked'; id: string; from: Locale; line: string }
  | { kind: 'oneLanguage'; id: string; missing: Locale };

/**
 * What is wrong with the cases (ids `lang/slug`): a description that keeps the mark of a copy made for translation,
 * a case without its version in another language. The other fields' texts are checked by the schema.
 */
export function caseProblems(cases: ReadonlyMap<string, { body: string }>): CaseProblem[] {
  return [...cases].flatMap(([id, { body }]): CaseProblem[] => {
    const [lang, slug = ''] = id.split('/');
    if (!slugPattern.test(slug)) return [{ kind: 'address', id }];
    // A line's text as read: Markdown's escapes (`\[EN\]`) and emphasis (`**[EN]**`) set aside.
    const marked = body
      .split('\n')
      .map((line) => line.replace(/\\(?=[[\]])/g, '').replace(/^[*_]+/, ''))
      .find((line) => untranslatedFrom(line));
    if (marked) return [{ kind: 'marked', id, from: untranslatedFrom(marked)!, line: marked }];
    const missing = locales.find((candidate) => candidate !== lang && !cases.has(`${candidate}/${slug}`));
    return missing ? [{ kind: 'oneLanguage', id, missing }] : [];
  });
}

/** The first of the cases' problems, as the build states it, naming the file. */
export function caseProblem(cases: ReadonlyMap<string, { body: string }>): string | null {
  const [problem] = caseProblems(cases);
  if (!problem) return null;
  const [lang, slug] = problem.id.split('/');
  switch (problem.kind) {
    case 'address':
      return `src/content/cases/${problem.id}.md: a case's file name is its address, lowercase letters, digits and hyphens and not digits alone (/${lang}/…/2 is the case list's second page): rename the file in both languages`;
    case 'marked':
      return `src/content/cases/${problem.id}.md: the description is still the ${localeInfo[problem.from].name[developerLanguage]} text marked for translation ("${problem.line.slice(0, 40)}…"): translate it and remove the mark`;
    case 'oneLanguage':
      return `src/content/cases/${problem.id}.md has no ${localeInfo[problem.missing].name[developerLanguage]} version: add src/content/cases/${problem.missing}/${slug}.md`;
  }
}
