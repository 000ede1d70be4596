// A third language added to a copy of the project as data only, the way docs/architecture.md says a language is
// added: a row in src/i18n/languages.json, a file per language where the content's map says `{lang}`, a value beside
// the others in the files that hold every language side by side, and the brief's fixed words. No code is touched:
// the fixture site is built with it, and tests/e2e/third-language.test.ts reads its pages.
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { contentRows, fileOf, isPerLanguage, type ContentRow } from '../../src/lib/content-registry.ts';
import { locales, type LanguageRow } from '../../src/i18n/routes.ts';

/** The language added, and the one its words start from (copied, then partly translated). */
export const thirdLanguage = {
  lang: 'pt',
  from: 'en',
  row: {
    ownName: 'Português',
    name: { es: 'portugués', en: 'Portuguese' },
    ogLocale: 'pt_BR',
    dateLocale: 'pt-BR',
    slugs: {
      home: '',
      contact: 'fale-conosco',
      services: 'o-que-fazemos',
      culture: 'nossa-cultura',
      cases: 'casos-de-estudo',
      gallery: null,
    },
  } satisfies LanguageRow,
  /** How the language switcher names it, and the home page's first line: words of its own, letters English lacks. */
  short: 'POR',
  homeTitle: 'Marcas com emoção',
} as const;

const { lang, from } = thirdLanguage;

/** A value in every language of the site beside the others (`{ es, en }`) gets the new one, copied from `from`. */
function withThirdLanguage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withThirdLanguage);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withThirdLanguage(item)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (locales.every((each) => each in object)) object[lang] = structuredClone(object[from]);
  return object;
}

const frontmatter = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/;

/** A content file with the language added beside the others, and `change` applied to its data. */
async function rewrite(file: string, change: (data: Record<string, unknown>) => void = () => {}) {
  const text = await readFile(file, 'utf8');
  const [, head, body] = frontmatter.exec(text) ?? [];
  const data = withThirdLanguage(load(head ?? text) ?? {}) as Record<string, unknown>;
  change(data);
  await writeFile(file, head === undefined ? dump(data) : `---\n${dump(data)}---\n${body}`);
}

/** Adds the third language to the project copy in `dir`. */
export async function addThirdLanguage(dir: string): Promise<void> {
  const at = (...parts: string[]) => path.join(dir, ...parts);
  const languages = JSON.parse(await readFile(at('src/i18n/languages.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(at('src/i18n/languages.json'), JSON.stringify({ ...languages, [lang]: thirdLanguage.row }, null, 2));
  const fixed = JSON.parse(await readFile(at('src/lib/contact/fixed-words.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(at('src/lib/contact/fixed-words.json'), JSON.stringify(withThirdLanguage({ ...fixed })));

  // A file or a folder per language: the new language's starts as a copy of `from`'s.
  for (const row of contentRows.filter(isPerLanguage)) {
    const source = at(fileOf(row, { lang: from }).replace(/\/\*\.\w+$/, ''));
    if (existsSync(source)) await cp(source, at(fileOf(row, { lang }).replace(/\/\*\.\w+$/, '')), { recursive: true });
  }
  const files = (await readdir(at('src/content'), { recursive: true })).filter((file) => /\.(md|yaml)$/.test(file));
  for (const file of files) await rewrite(at('src/content', file));
  const everyPage = contentRows.find((row: ContentRow) => row.joinedAs === null)!;
  await rewrite(at(fileOf(everyPage, { lang })), (words) => {
    words.language = { name: thirdLanguage.row.ownName, short: thirdLanguage.short };
  });
  await rewrite(at('src/content/ui/home', `${lang}.yaml`), (words) => {
    const title = (words.hero as { title: string[] }).title;
    title[0] = thirdLanguage.homeTitle;
  });
}
