// The editor's own words (buttons, messages, notes), in each language it speaks; the fields' labels and hints live
// with the schemas (src/lib/schemas/). English gives the shape: a wording Spanish lacks is a type error.
import type { EditorLocale } from '../i18n/editor-languages.ts';
import { localeInfo, type Locale } from '../i18n/routes.ts';
import { editorLanguage } from './language.ts';

const en = {
  required: 'This is required',
  onlySpaces: 'Spaces alone do not count',
  tooShort: (min: number) => `At least ${min} characters`,
  tooLong: (max: number, length: number) =>
    `At most ${max} characters, and it has ${length}: shorten it by ${length - max}`,
  usedTwice: (value: string) => `"${value}" is used twice in this list`,
  notAText: 'This must be a text',
  counter: (length: number, max: number) => `${length} of ${max} characters`,
  chooseOne: 'Choose one',
  untranslated: (lang: Locale) => `Still the ${localeInfo[lang].name.en} text: translate it, or keep it as it is`,
  untranslatedNote: (lang: Locale) => `To translate: this is still the ${localeInfo[lang].name.en} text.`,
  keepAsIs: 'Keep it as it is',
  untranslatedDescription: (lang: Locale) =>
    `It still has ${localeInfo[lang].name.en} paragraphs marked [${lang.toUpperCase()}]: translate them and remove the marks`,
  address: {
    label: 'Address (slug)',
    hint: 'The end of the page’s address, the same in every language: lowercase letters, digits and hyphens.',
    invalid: 'use lowercase letters, digits and hyphens (not digits alone), like "huerta-urbana"',
    taken: (slug: string) => `Another entry already uses "${slug}"`,
    fromTitle: 'Make it from the title',
  },
  description: {
    label: 'Description',
    hint: 'The text at the end of the page. Start a paragraph with a bold phrase to give it a heading (e.g. **What we did**, then a new line).',
  },
  list: {
    tooFew: (min: number) => `Add at least ${min === 1 ? 'one' : min}`,
    tooMany: (max: number) => `At most ${max}: remove ${max === 1 ? 'the others' : 'some'}`,
    add: (item: string) => `Add a ${item}`,
    top: 'Move to the top',
    moveTo: (section: string) => `Move to “${section}”`,
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
    show: 'Open',
    hide: 'Close',
    empty: 'Nothing here yet.',
    item: 'item',
  },
  row: {
    layout: 'Layout of the row',
    layouts: ['One wide picture', 'Two side by side', 'Three side by side'],
    add: ['Add a wide picture', 'Add two pictures side by side', 'Add three pictures side by side'],
    picture: (position: number) => `Picture ${position}`,
  },
  focus: {
    pictureFirst: 'Choose the picture first: the area is marked on it.',
    howToDraw: 'Drag across the picture to mark the area, or type its numbers, in percent of the picture.',
  },
  asset: {
    choose: { picture: 'Choose picture', video: 'Choose video' },
    replace: { picture: 'Replace picture', video: 'Replace video' },
    remove: 'Remove',
    unsaved: (name: string) => `${name} (new: saved with the entry)`,
    fromSite: { picture: 'Use one already on the site', video: 'Use one already on the site' },
    siteFiles: { picture: 'Pictures already on the site', video: 'Videos already on the site' },
    unlisted: 'The pictures could not be listed: reload the page and try again.',
  },
  summary: {
    title: (count: number) => (count === 1 ? 'One thing to fix before saving' : `${count} things to fix before saving`),
    intro: 'Nothing was saved. Each link takes you to the field:',
  },
  saved: {
    now: (time: string) => `Saved at ${time}`,
    before: (when: string) => `Last saved ${when}`,
  },
  pair: {
    both: (other: string) => `This case has its ${other} version.`,
    open: (other: string) => `Open the ${other} version`,
    missing: (other: string) =>
      `This case has no ${other} version yet, and the site cannot be published without it. Start it from this one as it is saved: every picture, link and number is copied, and each text is marked for you to translate.`,
    start: (other: string) => `Start the ${other} version from this one`,
    newCase: (other: string) =>
      `Every case has a version in each language, with the same address: once this one is created, start its ${other} version from here.`,
    notSaved: 'Save this case first: the other version starts from the saved one.',
    exists: (other: string) => `The ${other} version exists already.`,
  },
  language: { label: 'Editor language' },
  openBy: (names: string) => `Also open now: ${names}. If you both save, the second save is refused and says why.`,
  frame: {
    label: 'Editing host',
    draft: 'Draft site',
    publish: 'Publish',
    editing: (names: string) => `Also editing: ${names}`,
    signOut: 'Sign out',
  },
  refusedSave: {
    intro: 'Not saved: nothing has changed.',
    svg: 'SVG pictures cannot be uploaded, since an SVG can carry code. Export it as PNG or WebP (a logo with a transparent background).',
    kind: 'the site uses no file of this kind. Pictures are JPEG, PNG, WebP, AVIF or GIF; videos are MP4.',
    place: 'the editor does not save files there.',
  },
};

export type EditorWords = typeof en;

/** A message that starts a sentence: "a year, like 2024" → "A year, like 2024". */
export function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An item of a list by its place, in either language: "Row 2", "Fila 2". */
export const numbered = (item: string, position: number) => `${capital(item)} ${position}`;

const es: EditorWords = {
  required: 'Falta completarlo',
  onlySpaces: 'Los espacios solos no cuentan',
  tooShort: (min) => `Necesita al menos ${min} caracteres`,
  tooLong: (max, length) => `Admite hasta ${max} caracteres y tiene ${length}: sacale ${length - max}`,
  usedTwice: (value) => `"${value}" está dos veces en esta lista`,
  notAText: 'Tiene que ser un texto',
  counter: (length, max) => `${length} de ${max} caracteres`,
  chooseOne: 'Falta elegirlo',
  untranslated: (lang) => `Todavía es el texto en ${localeInfo[lang].name.es}: traducilo, o dejalo igual`,
  untranslatedNote: (lang) => `Por traducir: todavía es el texto en ${localeInfo[lang].name.es}.`,
  keepAsIs: 'Dejarlo igual',
  untranslatedDescription: (lang) =>
    `Todavía tiene párrafos en ${localeInfo[lang].name.es} marcados [${lang.toUpperCase()}]: traducilos y sacá las marcas`,
  address: {
    label: 'Dirección (slug)',
    hint: 'El final de la dirección de la página, igual en todos los idiomas: minúsculas, números y guiones.',
    invalid: 'usá minúsculas, números y guiones (no solo números), como "huerta-urbana"',
    taken: (slug) => `Otra entrada ya usa "${slug}"`,
    fromTitle: 'Armarla con el título',
  },
  description: {
    label: 'Descripción',
    hint: 'El texto al final de la página. Empezá un párrafo con una frase en negrita para darle un título (por ejemplo **Qué hicimos**, y después una línea nueva).',
  },
  list: {
    tooFew: (min) => `Agregá al menos ${min === 1 ? 'uno' : min}`,
    tooMany: (max) => `Como máximo ${max}: sacá ${max === 1 ? 'los demás' : 'algunos'}`,
    add: (item) => `Agregar ${item}`,
    top: 'Llevar al principio',
    moveTo: (section) => `Pasar a «${section}»`,
    up: 'Subir',
    down: 'Bajar',
    remove: 'Quitar',
    show: 'Abrir',
    hide: 'Cerrar',
    empty: 'Todavía no hay nada.',
    item: 'ítem',
  },
  row: {
    layout: 'Diseño de la fila',
    layouts: ['Una imagen ancha', 'Dos lado a lado', 'Tres lado a lado'],
    add: ['Agregar una imagen ancha', 'Agregar dos imágenes lado a lado', 'Agregar tres imágenes lado a lado'],
    picture: (position) => `Imagen ${position}`,
  },
  focus: {
    pictureFirst: 'Elegí primero la imagen: la zona se marca sobre ella.',
    howToDraw: 'Arrastrá sobre la imagen para marcar la zona, o escribí sus números, en porcentaje de la imagen.',
  },
  asset: {
    choose: { picture: 'Elegir imagen', video: 'Elegir video' },
    replace: { picture: 'Cambiar imagen', video: 'Cambiar video' },
    remove: 'Quitar',
    unsaved: (name) => `${name} (nueva: se guarda con la entrada)`,
    fromSite: { picture: 'Usar una que ya está en el sitio', video: 'Usar uno que ya está en el sitio' },
    siteFiles: { picture: 'Imágenes que ya están en el sitio', video: 'Videos que ya están en el sitio' },
    unlisted: 'No se pudieron listar las imágenes: recargá la página y probá de nuevo.',
  },
  summary: {
    title: (count) =>
      count === 1 ? 'Falta corregir una cosa para guardar' : `Falta corregir ${count} cosas para guardar`,
    intro: 'No se guardó nada. Cada link te lleva al campo:',
  },
  saved: {
    now: (time) => `Guardado a las ${time}`,
    before: (when) => `Guardado por última vez: ${when}`,
  },
  pair: {
    both: (other) => `Este caso tiene su versión en ${other}.`,
    open: (other) => `Abrir la versión en ${other}`,
    missing: (other) =>
      `Este caso todavía no tiene versión en ${other}, y el sitio no se puede publicar sin ella. Empezala desde esta tal como está guardada: se copian todas las imágenes, links y números, y cada texto queda marcado para que lo traduzcas.`,
    start: (other) => `Empezar la versión en ${other} desde esta`,
    newCase: (other) =>
      `Cada caso tiene una versión en cada idioma, con la misma dirección: cuando crees esta, empezá la versión en ${other} desde acá.`,
    notSaved: 'Guardá primero este caso: la otra versión se empieza desde la guardada.',
    exists: (other) => `La versión en ${other} ya existe.`,
  },
  language: { label: 'Idioma del editor' },
  openBy: (names) =>
    `También lo tiene abierto ahora: ${names}. Si los dos guardan, el segundo guardado no se hace y dice por qué.`,
  frame: {
    label: 'Edición',
    draft: 'Borrador',
    publish: 'Publicar',
    editing: (names) => `También editando: ${names}`,
    signOut: 'Salir',
  },
  refusedSave: {
    intro: 'No se guardó: no cambió nada.',
    svg: 'las imágenes SVG no se pueden subir, porque un SVG puede llevar código. Exportala como PNG o WebP (un logo, con fondo transparente).',
    kind: 'el sitio no usa archivos de este tipo. Las imágenes son JPEG, PNG, WebP, AVIF o GIF; los videos, MP4.',
    place: 'el editor no guarda archivos en ese lugar.',
  },
};

/** The editor's words in each language: for the dev server, which answers in the language the editor speaks. */
export const dictionaries: Record<EditorLocale, EditorWords> = { es, en };

/** The editor's words in the language it speaks. */
export const words: EditorWords = dictionaries[editorLanguage];

/** A language's name in the editor's language ("inglés", "English"), for "the Spanish version". */
export const languageCalled = (lang: Locale): string => localeInfo[lang].name[editorLanguage];
