// The editor at /keystatic (`npm run dev`; see docs/editing.md): a form for each row of the content's map
// (src/lib/content-registry.ts), its fields derived from the row's schema by src/editor/fields.ts, in the marketer's
// language (src/editor/language.ts). What of Keystatic this relies on is pinned by tests/unit/editor-keystatic.test.ts.
import { collection, config, singleton, type Collection, type ComponentSchema, type Config } from '@keystatic/core';
import { editorLanguageTable } from './src/i18n/editor-languages.ts';
import { locales, pathTo, type Locale } from './src/i18n/routes.ts';
import {
  contentRows,
  fileOf,
  folderOf,
  hasEntries,
  inLanguage,
  isPerLanguage,
  languagesOf,
  rowId,
  rowsOf,
  type ContentRow,
} from './src/lib/content-registry.ts';
import { pageNames, partNames } from './src/lib/schemas/ui.ts';
import { editorContext } from './src/editor/editor-context.ts';
import { fieldsFor, type EntryPlace } from './src/editor/fields.ts';
import { editorLanguage, say } from './src/editor/language.ts';
import { withLanguagePair } from './src/editor/language-pair.tsx';
import { EditorLanguageSwitch } from './src/editor/language-switch.tsx';
import { entryForm } from './src/editor/summary.tsx';
import { description } from './src/editor/description.tsx';

// The project's files, always: under `npm run dev`, and on the editing host, which commits every save
// (docs/editing.md). Keystatic's GitHub mode is not used: one way to edit in production.
const storage: Config['storage'] = { kind: 'local' };

/** `client-logos` → `clientLogos`, `ui/every-page` → `uiEveryPage`, `es` → `Es`. */
const camel = (name: string) => name.replace(/(?:[-/]|^(?=.))([a-z])/g, (_, letter: string) => letter.toUpperCase());
/** A form's key (its editor address): a row's id, and its language where it has one (`uiHomeEs`, `casesEn`). */
const keyOf = (row: ContentRow, lang?: Locale) =>
  lang ? `${camel(rowId(row)).replace(/^./, (first) => first.toLowerCase())}${camel(lang)}` : rowId(row);

const rowOf = (collection: string): ContentRow => rowsOf(collection)[0]!;
/** The collection of a language's case studies. */
export const casesCollection = (lang: Locale) => keyOf(rowOf('cases'), lang);
/** Where a case or a client is chosen from (a case exists in every language: any one lists them all). */
const chosenFrom: EntryPlace['collections'] = { case: casesCollection(locales[0]!), client: keyOf(rowOf('clients')) };

const clients = rowOf('clients');
/** Where a row's uploads go, the language of the file, and where a client is chosen by its name. */
const placeOf = (row: ContentRow, lang?: Locale): EntryPlace => ({
  contentDir: folderOf(row, lang),
  picturesDir: row.pictures && `src/assets/${row.pictures}`,
  collections: chosenFrom,
  clients: { dir: folderOf(clients), extension: 'yaml', name: clients.item!.field },
  ...(lang ? { lang } : {}),
});

/** A file edited as one form: `src/content/cards.yaml`, or a language's (`src/content/ui/home/es.yaml`). */
function singleForm(row: ContentRow, lang?: Locale) {
  const file = fileOf(row, lang ? { lang } : {});
  return singleton({
    label: say(lang ? inLanguage(row.label, lang) : row.label),
    path: file.replace(/\.yaml$/, ''),
    format: { data: 'yaml' },
    schema: entryForm(fieldsFor(row.schema(editorContext), placeOf(row, lang)), { file }),
  });
}

/**
 * A folder of entries, one file each, named by the field `item.field`: the clients; or a language's, where a
 * Markdown file's body is its description and each entry has its versions in the other languages (the cases).
 */
function entriesForm(row: ContentRow, lang?: Locale) {
  const { field } = row.item!;
  const extension = row.path.endsWith('.md') ? ('md' as const) : ('yaml' as const);
  const saved = { dir: folderOf(row, lang), extension };
  const { [field]: name, ...derived } = fieldsFor(row.schema(editorContext), { ...placeOf(row, lang), saved }, field);
  const markdown = extension === 'md';
  const form: Collection<Record<string, ComponentSchema>, string> = collection({
    label: say(lang ? inLanguage(row.label, lang) : row.label),
    path: `${saved.dir}/*`,
    // The row names the field, and fieldsFor made it the address field: no type can say so of a string.
    slugField: field as never,
    format: markdown ? { contentField: 'body' } : { data: 'yaml' },
    ...(lang && row.shows[0] === 'case' ? { previewUrl: pathTo({ key: 'case', slug: '{slug}' }, lang) } : {}),
    columns: [field as never],
    schema: entryForm(
      {
        [field]: lang
          ? withLanguagePair(name!, {
              lang,
              others: locales.filter((other) => other !== lang),
              collectionOf: (other) => keyOf(row, other),
            })
          : name!,
        ...derived,
        ...(markdown ? { body: description() } : {}),
      },
      saved,
    ),
  });
  return form;
}

/** A row's forms, by key: one per language for a row with a file or folder per language. */
const formsOf = <F>(row: ContentRow, form: (row: ContentRow, lang?: Locale) => F): [string, F][] =>
  (isPerLanguage(row) ? languagesOf(row) : [undefined]).map((lang) => [keyOf(row, lang), form(row, lang)]);

/** The editor's menu: a section per page, in the order the map first names them, each listing its forms. */
const navigation = Object.fromEntries(
  [...new Set(contentRows.map((row) => row.section))].map((section) => [
    say(section === 'everyPage' ? partNames.everyPage : pageNames[section]),
    contentRows.filter((row) => row.section === section).flatMap((row) => formsOf(row, () => null).map(([key]) => key)),
  ]),
);

export default config({
  storage,
  // Keystatic's own buttons and pages, in the marketer's language where Keystatic has it (docs/editing.md).
  locale: editorLanguageTable[editorLanguage].keystatic,
  ui: {
    brand: { name: 'Lumbre', mark: EditorLanguageSwitch },
    // By page, the way the marketer finds things on the site; what every page shows last.
    navigation,
  },
  collections: Object.fromEntries(contentRows.filter(hasEntries).flatMap((row) => formsOf(row, entriesForm))),
  singletons: Object.fromEntries(
    contentRows.filter((row) => !hasEntries(row)).flatMap((row) => formsOf(row, singleForm)),
  ),
});
