// `npm run check:brief`: does the shipped content still match the original brief (/work/shared/spec, kept in
// the facts below)? Eleven cases, twelve cards with Sapify and Nodos coming soon, three featured cases per screen,
// six logos a row, five services, three certifications, the fixed words. These describe today's content, not
// the site's behaviour, so `npm test` and CI never run this: a marketer may change any of them.
import { readContent } from './lib/content.ts';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

const content = readContent();
const same = (actual: unknown, expected: unknown) => JSON.stringify(actual) === JSON.stringify(expected);
const root = load(readFileSync('src/content/root.yaml', 'utf8')) as { picker: { loading: string } };

const checks: [string, boolean][] = [
  [
    'the eleven case slugs, in both languages',
    same(
      content.cases.map((entry) => entry.slug),
      [
        'aca',
        'azeventos',
        'central-puerto',
        'experiencias',
        'gogol',
        'legislativa',
        'numeros-que-importan',
        'rutax',
        'success-summit',
        'trufa',
        'welcome-experience',
      ],
    ),
  ],
  [
    'twelve cards on the list: one for every listed case, none added after them',
    content.cards.length === 12 &&
      content.cases.every((entry) => !entry.en.listed || content.cards.some((card) => card.case === entry.slug)),
  ],
  [
    'Sapify and Nodos are the two coming-soon cards',
    same(
      content.cards.filter((card) => !card.case).map((card) => card.id),
      ['sapify', 'nodos'],
    ),
  ],
  [
    'the home features Success Summit, Welcome Experience, Números que importan',
    same(content.featured.home, ['success-summit', 'welcome-experience', 'numeros-que-importan']),
  ],
  [
    '"what we do" features aca, legislativa, central-puerto',
    same(content.featured.services, ['aca', 'legislativa', 'central-puerto']),
  ],
  ['six logos in each marquee row', (['left', 'right'] as const).every((row) => content.clientLogos[row].length === 6)],
  [
    'five services: strategy, design, development, content, marketing',
    same(
      content.services.map((service) => service.id),
      ['strategy', 'design', 'development', 'content', 'marketing'],
    ),
  ],
  [
    'three certifications, B Corp and Great Place to Work with a link',
    same(
      content.certifications.map((item) => [item.id, Boolean(item.link)]),
      [
        ['bcorp', true],
        ['carbon', false],
        ['gptw', true],
      ],
    ),
  ],
  [
    'the category tabs all, strategies, design, development, content, marketing',
    same(
      content.categories.map((category) => category.id),
      ['all', 'strategies', 'design', 'development', 'content', 'marketing'],
    ),
  ],
  [
    'the circles say creativity, brand, strategy, solutions',
    same(content.ui.en.services.circles.words, ['Creativity', 'Brand', 'Strategy', 'Solutions']),
  ],
  ['the picker waits with "Cargando..."', root.picker.loading === 'Cargando...'],
  [
    'cards say VER / VIEW and PRONTO / SOON',
    same(
      [content.ui.es.view, content.ui.en.view, content.ui.es.soon, content.ui.en.soon],
      ['VER', 'VIEW', 'PRONTO', 'SOON'],
    ),
  ],
  [
    'the language buttons say ESP and ENG',
    same([content.ui.es.language.short, content.ui.en.language.short], ['ESP', 'ENG']),
  ],
  [
    'the chat button says Escribinos / Say hello',
    same([content.ui.es.chat, content.ui.en.chat], ['Escribinos', 'Say hello']),
  ],
];

for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(
  failed
    ? `\n${failed} of ${checks.length} facts of the brief no longer hold.`
    : `\nThe content matches the brief (${checks.length} facts).`,
);
process.exitCode = failed ? 1 : 0;
