// The fixture site: a copy of the project whose content always has what the interactive parts are tested with, so
// those tests never depend on what today's content happens to hold (and never skip for lack of it). The fixture adds
// to the real content, written the way a developer would: five case pairs with their own pictures, one with a banner
// video; cards a tab narrows on the case list and in the gallery, and a coming-soon one; a listed case without a card
// and an unlisted one; more featured cases than a screen shows; every filter tab; and a third language, added as data
// only (./third-language.ts). It is built by the site's own build
// once per change of its sources (a hash of them names the build), in the system's temporary folder.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { dump, load } from 'js-yaml';
import { copyProject } from './project-copy.ts';
import { cardId } from '../../src/lib/schemas/cards.ts';
import { addThirdLanguage } from './third-language.ts';

/** The fixture's filter tabs, in order: every category its cards and cases name, and all. */
const tabs = ['all', 'strategies', 'design', 'development', 'content', 'marketing'] as const;
type Category = Exclude<(typeof tabs)[number], 'all'>;

interface FixtureCase {
  slug: string;
  title: { es: string; en: string };
  categories?: Category[];
  listed?: boolean;
  /** A looping banner video (tests/fixtures/banner.mp4). */
  video?: boolean;
  /** The card's picture and the banner's colour. */
  colour: string;
}

const cases: FixtureCase[] = [
  { slug: 'patio-verde', title: { es: 'Patio Verde', en: 'Green Courtyard' }, video: true, colour: '#2f7d4f' },
  { slug: 'taller-abierto', title: { es: 'Taller Abierto', en: 'Open Workshop' }, colour: '#b8552e' },
  { slug: 'radio-barrio', title: { es: 'Radio Barrio', en: 'Neighbourhood Radio' }, colour: '#3b4fa8' },
  {
    slug: 'feria-libre',
    title: { es: 'Feria Libre', en: 'Free Fair' },
    categories: ['design', 'strategies'],
    colour: '#8a3d8f',
  },
  // Its English title tries to close the page's JSON-LD script: it must stay words.
  {
    slug: 'archivo-oral',
    title: { es: 'Archivo Oral', en: 'Oral Archive </script><script>alert(1)' },
    listed: false,
    colour: '#6b6b2e',
  },
];

/** What the fixture guarantees, for the tests to read their expectations from. */
export const fixture = {
  /** The case whose banner is a looping video. */
  videoCase: 'patio-verde',
  /** The first cards of the case list, in order: the first ones of cards.yaml, each with the id the site makes for it. */
  cards: [
    { id: 'patio-verde', case: 'patio-verde', categories: ['design'] },
    { id: 'neighbours-market', case: null, categories: ['content'] },
    { id: 'taller-abierto', case: 'taller-abierto', categories: ['marketing'] },
    { id: 'radio-barrio', case: 'radio-barrio', categories: ['design', 'development'] },
  ],
  /** The gallery's cards: the first three of the list that open a case. */
  galleryCards: ['patio-verde', 'taller-abierto', 'radio-barrio'],
  /** A listed case without a card: the list shows it after every card, drawn from its banner. */
  listedWithoutCard: 'feria-libre',
  listedWithoutCardCategories: cases.find((entry) => entry.slug === 'feria-libre')!.categories!,
  /** A case kept off the list; its pages exist, and its English title tries to close a script. */
  unlisted: 'archivo-oral',
  unlistedTitle: cases.find((entry) => entry.slug === 'archivo-oral')!.title,
  /** The home slider's cases: more than any screen shows at once. */
  featuredHome: ['patio-verde', 'taller-abierto', 'radio-barrio', 'feria-libre'],
  featuredServices: ['radio-barrio', 'patio-verde', 'taller-abierto'],
  /** Tabs that show some of the case list's cards and the gallery's, and hide others. */
  narrowing: ['design', 'marketing'],
  /** A tab none of the gallery's cards has: the gallery says so. */
  emptyInGallery: 'strategies',
  /** Every filter tab, in order. */
  tabs,
} as const;

const root = process.cwd();
/** Everything the build reads, and this file: a change in any makes a new build. */
const inputs = [
  'src',
  'public',
  'tests/fixtures',
  'astro.config.mjs',
  'keystatic.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'tests/support/fixture-site.ts',
  'tests/support/third-language.ts',
];

async function filesOf(entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  const names = await readdir(full, { recursive: true, withFileTypes: true });
  return names
    .filter((name) => name.isFile())
    .map((name) => path.relative(root, path.join(name.parentPath, name.name)));
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await Promise.all(inputs.map(filesOf))).flat().sort())
    hash.update(file).update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

const picture = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The client every fixture case names (the Clients list keeps one file per client). */
const fixtureClient = { id: 'vecinos-unidos', name: 'Vecinos Unidos' };

function caseMarkdown(entry: FixtureCase, lang: 'es' | 'en'): string {
  const es = lang === 'es';
  const image = (name: string) => `../../../assets/cases/${entry.slug}/${name}.jpg`;
  // A picture of one colour has no subject: its middle is what always shows.
  const focus = '{ x: 25, y: 25, width: 50, height: 50 }';
  return `---
title: ${entry.title[lang]}
summary: ${es ? `${entry.title.es}, un caso de prueba.` : `${entry.title.en}, a test case.`}
listed: ${entry.listed ?? true}
categories: [${(entry.categories ?? []).join(', ')}]
facts:
  year: '2025'
  client: ${fixtureClient.id}
  solutions: [${es ? 'Identidad' : 'Identity'}]
banner:
  src: ${image('banner')}
  focus: ${focus}
  alt: ${es ? `Color de ${entry.title.es}` : `The colour of ${entry.title.en}`}${entry.video ? `\n  video: ${entry.slug}/banner.mp4` : ''}
context:
  title: ${es ? 'Contexto de prueba' : 'A test context'}
  caption: ${es ? 'Un texto de contexto.' : 'A context text.'}
  rows:
    - - { src: ${image('tall')}, focus: ${focus}, alt: ${es ? 'Un recuadro de color' : 'A box of colour'} }
      - { src: ${image('tall')}, focus: ${focus}, alt: ${es ? 'Otro recuadro de color' : 'Another box of colour'} }
challenge: { title: ${es ? 'Probar cada parte' : 'Trying every part'}, subtitle: ${es ? 'Que nada quede sin probar.' : 'Leave nothing untried.'} }
rows:
  - - { src: ${image('banner')}, focus: ${focus}, alt: ${es ? 'Una franja de color' : 'A band of colour'} }
---
${es ? '**Qué hicimos**\nUna prueba.' : '**What we did**\nA test.'}
`;
}

/** Adds the fixture's content to a copy of the project. */
async function addFixtureContent(dir: string): Promise<void> {
  const at = (...parts: string[]) => path.join(dir, ...parts);
  await mkdir(at('src/assets/videos', fixture.videoCase), { recursive: true });
  await copyFile(
    path.join(root, 'tests/fixtures/banner.mp4'),
    at('src/assets/videos', fixture.videoCase, 'banner.mp4'),
  );
  for (const entry of cases) {
    await mkdir(at('src/assets/cases', entry.slug), { recursive: true });
    await writeFile(at('src/assets/cases', entry.slug, 'banner.jpg'), await picture(entry.colour, 2000, 1125));
    await writeFile(at('src/assets/cases', entry.slug, 'tall.jpg'), await picture(entry.colour, 1200, 1500));
    await writeFile(at('src/assets/cards', `${entry.slug}.jpg`), await picture(entry.colour, 1200, 1500));
    for (const lang of ['es', 'en'] as const)
      await writeFile(at('src/content/cases', lang, `${entry.slug}.md`), caseMarkdown(entry, lang));
  }
  await writeFile(at('src/content/clients', `${fixtureClient.id}.yaml`), dump({ name: fixtureClient.name }));
  const yaml = async (file: string, change: (data: Record<string, unknown>) => void) => {
    const data = load(await readFile(at('src/content', file), 'utf8')) as Record<string, unknown>;
    change(data);
    await writeFile(at('src/content', file), dump(data));
  };
  const names = (id: string) =>
    cases.find((entry) => entry.slug === id)?.title ?? { es: 'Mercado Vecino', en: 'Neighbours’ Market' };
  await yaml('cards.yaml', (data) => {
    const focus = { x: 25, y: 25, width: 50, height: 50 };
    // Written without ids, as the editor writes them: the site makes each from its case or its short name.
    const ours = fixture.cards.map(({ id, case: slug, categories }) => ({
      ...(slug ? { case: slug } : {}),
      categories: [...categories],
      nameDesktop: { es: `${names(id).es} — un caso de prueba`, en: `${names(id).en} — a test case` },
      nameMobile: names(id),
      // One file for both languages: the fixture's pictures hold no words.
      picture: {
        es: { src: `../assets/cards/${slug ?? 'patio-verde'}.jpg`, focus, alt: `Tarjeta de ${names(id).es}` },
        en: { src: `../assets/cards/${slug ?? 'patio-verde'}.jpg`, focus, alt: `Card of ${names(id).en}` },
      },
    }));
    const theirs = (data.cards as Parameters<typeof cardId>[0][]).filter(
      (card) => !ours.some((mine) => cardId(mine) === cardId(card)),
    );
    data.cards = [...ours, ...theirs];
  });
  await yaml('featured.yaml', (data) => {
    data.home = [...fixture.featuredHome];
    data.services = [...fixture.featuredServices];
  });
  await yaml('categories.yaml', (data) => {
    const titles = new Map(
      (data.categories as { id: string; title: unknown }[]).map((category) => [category.id, category.title]),
    );
    data.categories = fixture.tabs.map((id) => ({ id, title: titles.get(id) ?? { es: id, en: id } }));
  });
}

export interface FixtureSite {
  /** The copy's folder: its `dist/` is the built fixture site (`startSite(env, port, dir)` serves it). */
  dir: string;
}

/** Builds the fixture site, or finds it built from the same sources. */
export async function buildFixtureSite(): Promise<FixtureSite> {
  const dir = path.join(tmpdir(), `lumbre-fixture-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);
  const hash = await sourcesHash();
  const marker = path.join(dir, '.fixture-hash');
  if (existsSync(marker) && (await readFile(marker, 'utf8')) === hash) return { dir };
  await rm(dir, { recursive: true, force: true });
  const project = await copyProject({ into: dir });
  await addFixtureContent(dir);
  await addThirdLanguage(dir);
  const { code, output } = await project.build();
  if (code !== 0) throw new Error(`The fixture site did not build:\n${output}`);
  await writeFile(marker, hash);
  return { dir };
}
