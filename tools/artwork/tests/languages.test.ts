// Every case picture and card is drawn in each of the site's languages (src/assets/cases/{slug}/*-{lang}.jpg,
// cards/{slug}-{lang}.jpg): the English one says nothing in Spanish. A scene keeps only proper names (places, brands, people) the same in both, and lists
// them as its `keptNames`.
import { describe, expect, it } from 'vitest';
import { artworkCases, casePictures, type CaseScenes, type Lang } from '../lib/render.ts';
import { jobs as teaserJobs } from '../scenes/upcoming.ts';

interface CaseModule {
  scenes: (lang: Lang) => CaseScenes;
  /** Proper names drawn the same in both languages, which may hold Spanish words or letters ("Mar del Plata"). */
  keptNames?: readonly string[];
}

/** Words only Spanish uses, lower-case: what an English picture with Spanish left in it would show. */
const spanishWords = new Set(
  (
    'de del la las los el para con tu tus y en por una un que qué más mes hoy día días año años nuestro nuestra ' +
    'nuevo nueva ver todos todas socio socios viaje viajes reserva mi mis sí hola gracias inicio perfil buscar ' +
    'ahora tenés sos podés querés hacé mirá descubrí conocé sumate elegí regalá bienvenida bienvenido ingresar ' +
    'entrar salir cerrar siguiente anterior enviar guardar pedido pagar total'
  ).split(' '),
);

/** The text a scene draws: its HTML without styles, scripts, tags and entities. */
const drawnText = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');

/** The Spanish a drawn text holds once its kept names are taken out: Spanish-only words, and ñ, accents, ¿ or ¡. */
function spanishIn(text: string, keptNames: readonly string[]): string[] {
  let rest = text;
  for (const name of [...keptNames].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const words = rest.match(/[\p{L}¿¡]+/gu) ?? [];
  return [...new Set(words.filter((word) => spanishWords.has(word.toLowerCase()) || /[ñáéíóú¿¡]/i.test(word)))];
}

describe.each(artworkCases.map((slug) => [slug]))('the %s pictures', async (slug) => {
  const module = (await import(`../scenes/${slug}.ts`)) as CaseModule;
  const english = module.scenes('en');

  it.each([...casePictures.map(({ scene }) => scene), 'card' as const])(
    '%s says nothing in Spanish in English',
    (scene) => {
      expect(spanishIn(drawnText(english[scene]), module.keptNames ?? [])).toEqual([]);
    },
  );
});

it.each(
  teaserJobs()
    .filter((job) => job.out.endsWith('-en.jpg'))
    .map((job) => [job.out, job.html]),
)('the coming-soon card %s says nothing in Spanish', (_out, html) => {
  expect(spanishIn(drawnText(html), ['sapify', 'nodos'])).toEqual([]);
});
