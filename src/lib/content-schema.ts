// The one description of the content: the shape, limits and options of every content file, with the label and
// hint a marketer sees for each field, in Spanish and English. src/content.config.ts builds the collections from it
// (and adds the checks that need the files, like "this picture exists"); keystatic.config.ts derives the editor's
// fields from it (src/editor/fields.ts), so the two can never disagree. No Node or Astro runtime imports here: the
// editor loads this file in the browser.
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { localeInfo, locales, slugPattern, type Locale, type PageKey } from '../i18n/routes.ts';
import { cardCategorySlugs, categorySlugs } from './categories.ts';

/** A wording in every language of the site (and of the editor). */
export type Words = Record<Locale, string>;

/** What the editor needs beyond the shape, carried in each schema's zod metadata (`.meta({ editor })`). */
export interface EditorHints {
  /** A long text: a text area instead of a one-line field. */
  multiline?: boolean;
  /** In a list: the field of an item that names it in the editor (a dotted path, `nameDesktop.en`). */
  itemLabel?: string;
  /** In a list: what one item is called ("Add a row", "Row 2"). */
  item?: Words;
  /** Grid columns of an object's fields (12 in a row), e.g. [6, 6] puts Spanish and English side by side. */
  layout?: number[];
  /** Readable names of a choice's options. */
  optionLabels?: Record<string, Words>;
  /** A picture file, a video file, the slug of a case study or of a client, or a row of one to three pictures. */
  kind?: 'picture' | 'video' | 'case' | 'client' | 'row';
  /** A text that reads the same in every language (a year, a web address): copied as it is to the other language. */
  sameInEveryLanguage?: boolean;
  /** What a text's pattern asks for, said to the marketer. */
  invalid?: Words;
  /** A field only for the languages that have this page (the gallery is English only). */
  page?: PageKey;
  /** In a list: the field whose value no two items may share. */
  uniqueKey?: string;
}

declare module 'zod/v4/core' {
  interface GlobalMeta {
    /** The field's name in the editor. */
    label?: Words;
    /** What the field is for and where it shows, under its name in the editor. */
    hint?: Words;
    editor?: EditorHints;
  }
}

/**
 * What a schema may check against the files (the build does; the editor cannot, and leaves it to the build):
 * whether a path under the project exists.
 */
export interface ContentContext extends SchemaContext {
  exists?: (path: string) => boolean;
}

/** A category of the case list, named as its tab is. */
const category = z.enum(cardCategorySlugs).meta({
  editor: {
    optionLabels: {
      strategies: { es: 'Estrategia', en: 'Strategy' },
      design: { es: 'Diseño', en: 'Design' },
      development: { es: 'Desarrollo', en: 'Development' },
      content: { es: 'Contenido', en: 'Content' },
      marketing: { es: 'Marketing', en: 'Marketing' },
    },
  },
});

/**
 * What "Start the Spanish version from the English one" (and back) puts before each text it copies: the language the
 * text is still in. The build refuses a text that keeps it, so nothing half-translated is published.
 */
export function translationMark(lang: Locale): string {
  return `[${lang.toUpperCase()}]`;
}

/** The language a text is still in, if it keeps the mark of a copy made for translation. */
export function untranslatedFrom(value: string): Locale | undefined {
  return locales.find((lang) => value.trimStart().startsWith(translationMark(lang)));
}

/** A required text: at least one character that is not a space, and no text still waiting for its translation. */
export const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => untranslatedFrom(value) === undefined, {
    error: (issue) =>
      `still the ${localeInfo[untranslatedFrom(String(issue.input))!].name.en} text marked for translation: translate it and remove the mark`,
  });

/** A text that shows on a page, up to what its place there holds (the editor counts as the marketer types). */
export function upTo(max: number) {
  return text.max(max, { error: (issue) => `at most ${max} characters: this one has ${String(issue.input).length}` });
}

/**
 * The longest text each place on the pages holds, in characters. A title line is set very large; a label sits
 * on a button, a tab or a card; a paragraph beside a heading reads well up to about five lines; a picture's
 * description is read aloud, so one sentence.
 */
const fits = {
  word: 16,
  label: 30,
  name: 40,
  heading: 60,
  sentence: 140,
  summary: 170,
  paragraph: 320,
  alt: 200,
} as const;

/** A language named in itself, whatever the editor's language: the side-by-side fields. */
const ownNameOf = (lang: Locale): Words =>
  Object.fromEntries(locales.map((editorLang) => [editorLang, localeInfo[lang].ownName])) as Words;

/** The same field in both languages, side by side in the editor. */
export function localized<T extends z.ZodType>(schema: T) {
  return z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, schema.meta({ label: ownNameOf(lang) })])) as Record<Locale, T>,
    )
    .meta({ editor: { layout: locales.map(() => 12 / locales.length) } });
}

/** The same field in both languages, each of which may stay empty (an override of something the page has anyway). */
function localizedOptional<T extends z.ZodType>(schema: T) {
  return z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, schema.optional().meta({ label: ownNameOf(lang) })])) as Record<
        Locale,
        z.ZodOptional<T>
      >,
    )
    .optional()
    .meta({ editor: { layout: locales.map(() => 12 / locales.length) } });
}

/** Nothing written: undefined, an empty text, or an object holding only such (what the editor saves for an empty group). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank);
}

/** The same object with every field optional, inner objects' fields too, each keeping its label and hints. */
function deepPartial(object: z.ZodObject): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(object.shape).map(([key, field]) => {
        const meta = z.globalRegistry.get(field);
        const inner = field instanceof z.ZodObject ? deepPartial(field) : field;
        return [key, (meta ? inner.meta(meta) : inner).optional()];
      }),
    ),
  );
}

/** The fields of an object (inner objects' fields too) that a value leaves blank, as paths. */
function blanksIn(object: z.ZodObject, value: unknown, path: string[] = []): string[][] {
  return Object.entries(object.shape).flatMap(([key, field]) => {
    const item = (value as Record<string, unknown> | undefined)?.[key];
    if (field instanceof z.ZodObject) return blanksIn(field, item, [...path, key]);
    return isBlank(item) ? [[...path, key]] : [];
  });
}

/**
 * Fields that come together or not at all (a link's text and address): none is what the editor saves for an
 * empty group (`{}`, or `{ label: {} }`); a group partly filled in is refused, naming what is missing. Each
 * field is checked once, by its own schema (a picture's schema registers the file it names as it reads it).
 */
function optionalGroup<T extends z.ZodRawShape>(shape: T) {
  const whole = z.object(shape);
  return deepPartial(whole)
    .optional()
    .superRefine((group, context) => {
      if (isBlank(group)) return;
      for (const path of blanksIn(whole, group))
        context.addIssue({
          code: 'custom',
          path,
          message: 'is required when the other fields of the group are filled',
        });
    })
    .transform((group) => (isBlank(group) ? undefined : (group as z.output<typeof whole>)));
}

/** A list whose items each have a different `key` (an id). */
function listOf<T extends z.ZodObject>(item: T, key: keyof z.infer<T> & string) {
  return z
    .array(item)
    .superRefine((items, context) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value))
          context.addIssue({ code: 'custom', path: [index, key], message: `"${String(value)}" is used twice` });
        seen.add(value);
      });
    })
    .meta({ editor: { uniqueKey: key } });
}

/** A web address: the editor checks the same expression as the build, so they cannot disagree on one. */
const webAddress = z
  .string()
  .regex(/^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]\S*)?$/i, {
    error: 'a full web address, starting with https://',
  })
  .meta({
    editor: {
      sameInEveryLanguage: true,
      invalid: {
        es: 'una dirección web completa, que empiece con https://',
        en: 'a full web address, starting with https://',
      },
    },
  });

/** The picture files Astro can optimise. */
export const pictureFile = /\.(?:jpe?g|png|webp|avif|gif|svg|tiff?)$/i;

const slug = z
  .string()
  .regex(slugPattern, { error: 'lowercase letters, digits and hyphens, like "huerta-urbana"' })
  .meta({
    editor: {
      sameInEveryLanguage: true,
      invalid: {
        es: 'minúsculas, números y guiones, como "huerta-urbana"',
        en: 'lowercase letters, digits and hyphens, like "huerta-urbana"',
      },
    },
  });

/** The slug of a case study that exists in both languages (the build checks the files; the editor offers the list). */
function caseSlug(context: ContentContext) {
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
function clientId(context: ContentContext) {
  return slug
    .refine((value) => !context.exists || context.exists(`src/content/clients/${value}.yaml`), {
      error: (issue) => `no client "${String(issue.input)}": expected src/content/clients/${String(issue.input)}.yaml`,
    })
    .meta({ editor: { kind: 'client' } });
}

function picture(context: ContentContext) {
  return context.image().meta({
    editor: {
      kind: 'picture',
      invalid: {
        es: 'una imagen es un archivo JPEG, PNG, WebP, AVIF, GIF, SVG o TIFF',
        en: 'a picture is a JPEG, PNG, WebP, AVIF, GIF, SVG or TIFF file',
      },
    },
  });
}

function videoFile(context: ContentContext) {
  return z
    .string()
    .regex(/^([a-z0-9-]+\/)?[a-z0-9-]+\.mp4$/, {
      error: 'a video is an .mp4 file in src/assets/videos, named in lowercase with hyphens',
    })
    .refine((name) => !context.exists || context.exists(`src/assets/videos/${name}`), {
      error: (issue) => `no video src/assets/videos/${String(issue.input)}`,
    })
    .meta({ editor: { kind: 'video', invalid: { es: 'un video es un archivo .mp4', en: 'a video is an .mp4 file' } } });
}

const altText = upTo(fits.alt).meta({
  label: { es: 'Descripción (texto alternativo)', en: 'Description (alt text)' },
  hint: {
    es: 'Qué muestra la imagen, para quien no la puede ver y para los buscadores. Una oración, en este idioma.',
    en: 'What the picture shows, for people who cannot see it and for search engines. One sentence, in this language.',
  },
  editor: { multiline: true },
});

/** A picture with its description, or a looping video with the picture as its poster. */
function media(context: ContentContext, size: Words) {
  return z.object({
    src: picture(context).meta({
      label: { es: 'Imagen', en: 'Picture' },
      hint: { es: `JPEG o PNG. ${size.es}`, en: `JPEG or PNG. ${size.en}` },
    }),
    alt: altText,
    video: videoFile(context)
      .optional()
      .meta({
        label: { es: 'Video (opcional)', en: 'Video (optional)' },
        hint: {
          es: 'Un .mp4 que se reproduce sin sonido y en loop en lugar de la imagen, que pasa a ser su portada. Menos de 2 MB.',
          en: 'An .mp4 that plays muted in a loop instead of the picture, which becomes its poster. Under 2 MB.',
        },
      }),
  });
}

const sizes = {
  wide: { es: 'Se ve mejor en 2000 × 1125 px (16:9).', en: 'Looks best at 2000 × 1125 px (16:9).' },
  row: {
    es: 'Una sola en la fila: 2000 × 1125 px; dos o tres lado a lado: 1200 × 1500 px.',
    en: 'Alone in its row: 2000 × 1125 px; two or three side by side: 1200 × 1500 px.',
  },
  card: { es: 'Se ve mejor en 1200 × 1500 px (4:5).', en: 'Looks best at 1200 × 1500 px (4:5).' },
  strip: { es: 'Se ve mejor en 900 × 1125 px (4:5).', en: 'Looks best at 900 × 1125 px (4:5).' },
} satisfies Record<string, Words>;

/** Rows of one to three pictures, each row laid out by how many it holds (one wide, two or three side by side). */
function pictureRows(context: ContentContext) {
  return z
    .array(
      z
        .array(media(context, sizes.row))
        .min(1)
        .max(3)
        .meta({ label: { es: 'Fila', en: 'Row' }, editor: { kind: 'row', item: { es: 'imagen', en: 'picture' } } }),
    )
    .min(1)
    .meta({ editor: { item: { es: 'fila', en: 'row' } } });
}

const pageMeta = z.object({
  title: upTo(fits.heading).meta({
    label: { es: 'Título en la pestaña y en los buscadores', en: 'Browser tab and search result title' },
  }),
  description: upTo(fits.summary).meta({
    label: { es: 'Descripción en los buscadores', en: 'Search result description' },
    editor: { multiline: true },
  }),
  keywords: upTo(200).meta({
    label: { es: 'Palabras clave', en: 'Keywords' },
    hint: { es: 'Separadas por comas.', en: 'Comma-separated.' },
  }),
});

/** One case study in one language: `src/content/cases/{es,en}/{slug}.md`; the Markdown body is the description. */
const caseSchema = (context: ContentContext) =>
  z.object({
    title: upTo(fits.name).meta({
      label: { es: 'Título', en: 'Title' },
      hint: {
        es: 'El título grande de la página del caso, el nombre en su tarjeta (si la tarjeta no tiene otro) y el título de la pestaña.',
        en: 'The big heading of the case page, the name on its card (unless the card has its own) and the browser tab title.',
      },
    }),
    summary: upTo(fits.summary).meta({
      label: { es: 'Resumen', en: 'Summary' },
      hint: {
        es: 'Una oración debajo del título; también la muestran los buscadores y las vistas previas de los links.',
        en: 'One sentence under the title, also used by search engines and link previews.',
      },
      editor: { multiline: true },
    }),
    listed: z
      .boolean()
      .default(true)
      .meta({
        label: { es: 'Mostrar en la lista de casos', en: 'Show on the case list' },
        hint: {
          es: 'Destildalo para sacar el caso de la lista; sus páginas siguen existiendo.',
          en: 'Untick to keep the case off the list; its pages still exist.',
        },
      }),
    categories: z
      .array(category)
      .default([])
      .meta({
        label: { es: 'Categorías', en: 'Categories' },
        hint: {
          es: 'Las pestañas del filtro que muestran el caso cuando no tiene tarjeta propia (una tarjeta tiene las suyas).',
          en: 'The filter tabs that show this case when it has no card of its own (a card has its own).',
        },
      }),
    facts: z
      .object({
        year: z
          .string()
          .regex(/^\d{4}$/, { error: 'a year, like 2024' })
          .meta({
            label: { es: 'Año', en: 'Year' },
            editor: { sameInEveryLanguage: true, invalid: { es: 'un año, como 2024', en: 'a year, like 2024' } },
          }),
        client: clientId(context).meta({
          label: { es: 'Cliente', en: 'Client' },
          hint: {
            es: 'Elegilo de la lista de clientes; en la página se ve su nombre. ¿No está? Agregalo en Clientes.',
            en: 'Choose it from the Clients list; the page shows its name. Not there? Add it under Clients.',
          },
        }),
        solutions: z
          .array(upTo(fits.name).meta({ label: { es: 'Solución', en: 'Solution' } }))
          .min(1)
          .max(6)
          .meta({
            label: { es: 'Soluciones', en: 'Solutions' },
            hint: { es: 'Lo que hizo el estudio, una por línea.', en: 'What the studio did, one per line.' },
            editor: { item: { es: 'solución', en: 'solution' } },
          }),
        link: optionalGroup({
          label: upTo(fits.label).meta({
            label: { es: 'Texto del link', en: 'Link text' },
            hint: { es: 'Por ejemplo, "Ver sitio".', en: 'e.g. "View site".' },
          }),
          url: webAddress.meta({
            label: { es: 'Dirección del link', en: 'Link address' },
            hint: { es: 'Se abre en otra pestaña.', en: 'Opens in a new tab.' },
          }),
        }).meta({
          label: { es: 'Link (opcional)', en: 'Link (optional)' },
          hint: {
            es: 'Debajo del cliente, como su sitio web. Dejá los dos vacíos si no va.',
            en: 'Under the client, like their website. Leave both empty for none.',
          },
          editor: { layout: [6, 6] },
        }),
      })
      .meta({
        label: { es: 'Datos del proyecto', en: 'Project facts' },
        hint: {
          es: 'Las tres columnas al lado del título: año, soluciones y cliente.',
          en: 'The three columns beside the title: year, solutions and client.',
        },
        editor: { layout: [4, 8, 12, 12] },
      }),
    banner: media(context, sizes.wide).meta({
      label: { es: 'Banner', en: 'Banner' },
      hint: {
        es: 'La imagen (o el video) a todo el ancho debajo del título.',
        en: 'The full-width picture or video right under the title.',
      },
    }),
    context: z
      .object({
        title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }),
        caption: upTo(fits.paragraph).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
        rows: pictureRows(context).meta({
          label: { es: 'Imágenes', en: 'Pictures' },
          hint: {
            es: 'Filas de una a tres imágenes debajo del texto.',
            en: 'Rows of one to three pictures under the text.',
          },
        }),
      })
      .meta({
        label: { es: 'Contexto', en: 'Context' },
        hint: {
          es: 'La sección "Contexto": dónde estaba el cliente antes del proyecto.',
          en: 'The "Context" section: where the client stood before the project.',
        },
      }),
    challenge: z
      .object({
        title: upTo(fits.heading).meta({
          label: { es: 'Título', en: 'Heading' },
          hint: {
            es: 'El desafío en pocas palabras, debajo de la etiqueta "Desafío": nombrá el de este caso en vez de repetir la etiqueta.',
            en: 'The challenge in a few words, under the "Challenge" label: name this case’s challenge rather than repeat the label.',
          },
        }),
        subtitle: upTo(fits.sentence).meta({
          label: { es: 'El desafío en una oración', en: 'The challenge in one sentence' },
          hint: { es: 'Se muestra grande.', en: 'Shown large.' },
          editor: { multiline: true },
        }),
        caption: upTo(fits.paragraph)
          .optional()
          .meta({ label: { es: 'Más detalle (opcional)', en: 'More detail (optional)' }, editor: { multiline: true } }),
      })
      .meta({
        label: { es: 'Desafío', en: 'Challenge' },
        hint: { es: 'La banda oscura de "Desafío".', en: 'The dark "Challenge" band.' },
      }),
    rows: pictureRows(context).meta({
      label: { es: 'El trabajo', en: 'The work' },
      hint: {
        es: 'Filas de imágenes o videos entre el desafío y la descripción.',
        en: 'Rows of pictures or videos between the challenge and the description.',
      },
    }),
    descriptionTitle: upTo(fits.heading)
      .optional()
      .meta({
        label: { es: 'Título de la descripción (opcional)', en: 'Description heading (optional)' },
        hint: {
          es: 'El título al lado de la descripción de abajo. Si no tiene, la página dice "Qué hicimos".',
          en: 'The heading beside the description below. Without one, the page says "What we did".',
        },
      }),
  });

/** The case list's cards, in the order shown (`src/content/cards.yaml`). */
const cardsSchema = (context: ContentContext) =>
  z.object({
    cards: listOf(
      z
        .object({
          id: slug.meta({
            label: { es: 'Id de la tarjeta', en: 'Card id' },
            hint: {
              es: 'Un nombre corto y único para la tarjeta, en minúsculas con guiones (se usa en las estadísticas).',
              en: 'A short unique name for the card, lowercase with hyphens (used for statistics).',
            },
          }),
          case: caseSlug(context)
            .optional()
            .meta({
              label: { es: 'Caso', en: 'Case study' },
              hint: {
                es: 'El caso que abre la tarjeta: su nombre y su imagen vienen de ahí. Vacío para una tarjeta "pronto".',
                en: 'The case the card opens: its name and picture come from there. Empty for a "coming soon" card.',
              },
            }),
          categories: z.array(category).meta({
            label: { es: 'Categorías', en: 'Categories' },
            hint: {
              es: 'Las pestañas del filtro que muestran la tarjeta (todas aparecen en "Todos").',
              en: 'The filter tabs that show this card (every card shows under "All").',
            },
          }),
          nameDesktop: localizedOptional(upTo(fits.heading)).meta({
            label: { es: 'Nombre en pantallas anchas (opcional)', en: 'Name on wide screens (optional)' },
            hint: {
              es: 'Vacío: el título del caso. Por ejemplo, "Trufa — packaging y tienda online". Una tarjeta "pronto" lo necesita.',
              en: 'Empty: the case’s title. For example "Trufa — packaging and online shop". A "coming soon" card needs it.',
            },
          }),
          nameMobile: localizedOptional(upTo(fits.label)).meta({
            label: { es: 'Nombre en celulares (opcional)', en: 'Name on phones (optional)' },
            hint: {
              es: 'Vacío: el título del caso. Corto, casi siempre el nombre del cliente.',
              en: 'Empty: the case’s title. Short: usually the client’s name.',
            },
          }),
          picture: optionalGroup({
            src: picture(context).meta({ label: { es: 'Imagen', en: 'Picture' }, hint: sizes.card }),
            alt: localized(upTo(fits.alt)).meta({
              label: { es: 'Descripción de la imagen (texto alternativo)', en: 'Picture description (alt text)' },
            }),
          }).meta({
            label: { es: 'Imagen propia (opcional)', en: 'A picture of its own (optional)' },
            hint: {
              es: 'Vacía: el banner del caso. Una vertical (4:5) se ve mejor en la lista. Una tarjeta "pronto" la necesita.',
              en: 'Empty: the case’s banner. A portrait one (4:5) looks best on the list. A "coming soon" card needs one.',
            },
          }),
        })
        .superRefine((card, context) => {
          if (card.case) return;
          // A card that opens no case has nothing to take its name and picture from.
          for (const key of ['nameDesktop', 'nameMobile'] as const) {
            for (const lang of locales) {
              if (!card[key]?.[lang])
                context.addIssue({
                  code: 'custom',
                  path: [key, lang],
                  message: 'is required on a card without a case',
                });
            }
          }
          if (!card.picture)
            context.addIssue({ code: 'custom', path: ['picture'], message: 'is required on a card without a case' });
        }),
      'id',
    )
      .min(1)
      .meta({
        label: { es: 'Tarjetas', en: 'Cards' },
        hint: {
          es: 'La lista de casos, en este orden. Un caso sin tarjeta aparece después de estas, con su banner.',
          en: 'The case list, in this order. A case without a card appears after these, with its banner.',
        },
        editor: { itemLabel: 'id', item: { es: 'tarjeta', en: 'card' } },
      }),
  });

/** The filter tabs of the case list (`src/content/categories.yaml`). */
const categoriesSchema = z.object({
  categories: listOf(
    z.object({
      id: z.enum(categorySlugs).meta({
        label: { es: 'Categoría', en: 'Category' },
        hint: {
          es: 'Qué filtro es esta pestaña ("all" muestra todas las tarjetas).',
          en: 'Which filter this tab is ("all" shows every card).',
        },
      }),
      title: localized(upTo(fits.word)).meta({ label: { es: 'Nombre de la pestaña', en: 'Tab name' } }),
    }),
    'id',
  )
    .min(1)
    .meta({
      label: { es: 'Pestañas del filtro', en: 'Filter tabs' },
      hint: {
        es: 'Las pestañas arriba de la lista de casos, en este orden.',
        en: 'The tabs above the case list, in this order.',
      },
      editor: { itemLabel: 'title.en', item: { es: 'pestaña', en: 'tab' } },
    }),
});

/** One client of the studio (`src/content/clients/{id}.yaml`): a case names it, the home page may show its logo. */
const clientSchema = (context: ContentContext) =>
  z.object({
    name: upTo(fits.name).meta({
      label: { es: 'Nombre del cliente', en: 'Client name' },
      hint: {
        es: 'Así se ve en los casos y se lee en voz alta en su logo.',
        en: 'As the case pages show it, and as its logo is read aloud.',
      },
    }),
    logo: picture(context)
      .optional()
      .meta({
        label: { es: 'Logo (opcional)', en: 'Logo (optional)' },
        hint: {
          es: 'Un SVG de un solo color, de unos 48 px de alto, con fondo transparente. Hace falta para ponerlo en la página de inicio.',
          en: 'A single-colour SVG, about 48 px tall, transparent background. Needed to show it on the home page.',
        },
      }),
  });

/** Which clients' logos the home page shows, in two rows (`src/content/client-logos.yaml`). */
const clientLogosSchema = (context: ContentContext) => {
  const row = (label: Words) =>
    z
      .array(clientId(context))
      .min(1)
      .max(12)
      .meta({
        label,
        hint: {
          es: 'En este orden; seis por fila se ven mejor. Cada cliente necesita su logo.',
          en: 'In this order; six a row look best. Each client needs its logo.',
        },
      });
  return z.object({
    left: row({ es: 'Fila de arriba (se mueve a la izquierda)', en: 'Upper row (scrolls left)' }),
    right: row({ es: 'Fila de abajo (se mueve a la derecha)', en: 'Lower row (scrolls right)' }),
  });
};

/** The service rows of 'what we do' (`src/content/services.yaml`). */
const servicesSchema = z.object({
  services: listOf(
    z.object({
      id: slug.meta({
        label: { es: 'Id', en: 'Id' },
        hint: {
          es: 'Un nombre corto y único, en minúsculas con guiones (el ancla de la fila).',
          en: 'A short unique name, lowercase with hyphens (the row’s anchor).',
        },
      }),
      title: localized(upTo(fits.label)).meta({ label: { es: 'Servicio', en: 'Service' } }),
      caption: localized(upTo(240).meta({ editor: { multiline: true } })).meta({ label: { es: 'Texto', en: 'Text' } }),
      lists: localized(
        z
          .array(
            z
              .array(upTo(48).meta({ label: { es: 'Ítem', en: 'Item' } }))
              .min(1)
              .meta({ label: { es: 'Lista', en: 'List' }, editor: { item: { es: 'ítem', en: 'item' } } }),
          )
          .length(2)
          .meta({ label: { es: 'Dos listas', en: 'Two lists' }, editor: { item: { es: 'lista', en: 'list' } } }),
      ).meta({
        label: { es: 'Listas', en: 'Lists' },
        hint: {
          es: 'Dos listas cortas por idioma, una al lado de la otra.',
          en: 'Two short lists per language, shown side by side.',
        },
      }),
    }),
    'id',
  )
    .min(1)
    .meta({
      label: { es: 'Servicios', en: 'Services' },
      hint: { es: 'Las filas de "Qué hacemos", en este orden.', en: 'The rows of "What we do", in this order.' },
      editor: { itemLabel: 'title.en', item: { es: 'servicio', en: 'service' } },
    }),
});

const certificationIds = ['bcorp', 'carbon', 'gptw'] as const;

/** B Corp, carbon neutral and Great Place to Work (`src/content/certifications.yaml`). */
const certificationsSchema = z.object({
  certifications: listOf(
    z.object({
      id: z.enum(certificationIds).meta({
        label: { es: 'Certificación', en: 'Certification' },
        hint: { es: 'Qué sello se dibuja al lado.', en: 'Which badge is drawn beside it.' },
        editor: {
          optionLabels: {
            bcorp: { es: 'B Corp', en: 'B Corp' },
            carbon: { es: 'Carbono neutral', en: 'Carbon neutral' },
            gptw: { es: 'Great Place to Work', en: 'Great Place to Work' },
          },
        },
      }),
      badge: localized(upTo(fits.name)).meta({ label: { es: 'Nombre del sello', en: 'Badge name' } }),
      title: localized(upTo(fits.heading)).meta({ label: { es: 'Título', en: 'Heading' } }),
      caption: localized(upTo(fits.paragraph).meta({ editor: { multiline: true } })).meta({
        label: { es: 'Texto', en: 'Text' },
      }),
      link: optionalGroup({
        url: webAddress.meta({
          label: { es: 'Dirección del link', en: 'Link address' },
          hint: {
            es: 'La página pública del certificador sobre Lumbre.',
            en: 'The certifier’s public page about Lumbre.',
          },
        }),
        label: localized(upTo(fits.name)).meta({ label: { es: 'Texto del link', en: 'Link text' } }),
      }).meta({
        label: { es: 'Link (opcional)', en: 'Link (optional)' },
        hint: { es: 'Vacío si no va.', en: 'Leave empty for none.' },
      }),
    }),
    'id',
  )
    .min(1)
    .meta({
      label: { es: 'Certificaciones', en: 'Certifications' },
      hint: {
        es: 'Se ven en la página de inicio, en la de cultura y en el menú, en este orden.',
        en: 'Shown on the home page, the culture page and in the menu, in this order.',
      },
      editor: { itemLabel: 'badge.en', item: { es: 'certificación', en: 'certification' } },
    }),
});

/** Which cases the home slider and 'what we do' feature (`src/content/featured.yaml`). */
const featuredSchema = (context: ContentContext) => {
  const cases = (label: Words) =>
    z
      .array(caseSlug(context))
      .min(1)
      .max(6)
      .meta({
        label,
        hint: {
          es: 'En este orden (arrastralos para ordenarlos). Tres se ven mejor.',
          en: 'In this order (drag to reorder). Three look best.',
        },
      });
  return z.object({
    home: cases({ es: 'Carrusel de la página de inicio', en: 'Home page slider' }),
    services: cases({ es: 'Página "Qué hacemos"', en: '"What we do" page' }),
  });
};

/** Facts about the studio, the same in both languages (`src/content/company.yaml`). */
const companySchema = z.object({
  name: upTo(fits.name).meta({ label: { es: 'Nombre', en: 'Name' } }),
  email: z.email().meta({
    label: { es: 'E-mail', en: 'E-mail' },
    hint: {
      es: 'Se ve en el menú; los mensajes del formulario de contacto llegan acá, salvo que el servidor diga otra cosa.',
      en: 'Shown in the menu; contact messages are sent here unless the server says otherwise.',
    },
    editor: {
      sameInEveryLanguage: true,
      invalid: {
        es: 'una dirección de e-mail, como hola@lumbre.com.ar',
        en: 'an e-mail address, like hola@lumbre.com.ar',
      },
    },
  }),
  projectsEmail: z.email().meta({
    label: { es: 'E-mail para proyectos nuevos', en: 'E-mail for new projects' },
    hint: {
      es: 'Se ve en el pie de página, debajo de "Proyectos nuevos", y en el último paso del formulario de contacto.',
      en: 'Shown in the footer under “New projects” and offered on the contact form’s thank-you step.',
    },
    editor: {
      sameInEveryLanguage: true,
      invalid: {
        es: 'una dirección de e-mail, como proyectos@lumbre.com.ar',
        en: 'an e-mail address, like proyectos@lumbre.com.ar',
      },
    },
  }),
  address: z
    .object({
      street: upTo(fits.name).meta({ label: { es: 'Calle y número', en: 'Street and number' } }),
      postalCode: upTo(fits.word).meta({ label: { es: 'Código postal', en: 'Postal code' } }),
      city: upTo(fits.name).meta({ label: { es: 'Ciudad', en: 'City' } }),
      country: localized(upTo(fits.label)).meta({ label: { es: 'País', en: 'Country' } }),
    })
    .meta({
      label: { es: 'Dirección del estudio', en: 'Studio address' },
      hint: { es: 'Pie de página y menú.', en: 'Footer and menu.' },
    }),
  social: listOf(
    z.object({
      id: slug.meta({
        label: { es: 'Id', en: 'Id' },
        hint: { es: 'Un nombre corto y único, como "instagram".', en: 'A short unique name, like "instagram".' },
      }),
      url: webAddress.meta({ label: { es: 'Dirección', en: 'Address' } }),
      label: localized(upTo(fits.label)).meta({ label: { es: 'Texto del link', en: 'Link text' } }),
      profile: z.boolean().meta({
        label: { es: 'El perfil propio del estudio', en: 'The studio’s own profile' },
        hint: {
          es: 'Tildado para las cuentas del estudio (LinkedIn, Instagram): los buscadores saben que son el estudio. Destildado para lo que comparte, como una playlist.',
          en: 'Ticked for the studio’s accounts (LinkedIn, Instagram): search engines are told they are the studio. Untick for things it shares, like a playlist.',
        },
      }),
    }),
    'id',
  ).meta({
    label: { es: 'Redes', en: 'Social links' },
    hint: { es: 'Pie de página y menú, en este orden.', en: 'Footer and menu, in this order.' },
    editor: { itemLabel: 'label.en', item: { es: 'link', en: 'link' } },
  }),
});

/** The two pages shown before a language is known: the language picker at `/` and the static hosts' 404. */
const rootSchema = z.object({
  picker: z
    .object({
      loading: upTo(fits.label).meta({
        label: { es: 'Texto de espera', en: 'Waiting text' },
        hint: {
          es: 'Se ve un instante, antes de mandar al visitante a su idioma.',
          en: 'Shown for the instant before the visitor is sent to their language.',
        },
      }),
      description: localized(upTo(fits.summary)).meta({
        label: { es: 'Descripción en los buscadores', en: 'Search result description' },
      }),
    })
    .meta({
      label: {
        es: 'Selector de idioma (la dirección sin idioma)',
        en: 'Language picker (the address without a language)',
      },
    }),
  lost: localized(
    z.object({
      text: upTo(fits.heading).meta({ label: { es: 'Mensaje', en: 'Message' } }),
      link: upTo(fits.name).meta({ label: { es: 'Link a la página de inicio', en: 'Link to the home page' } }),
    }),
  ).meta({
    label: { es: 'Página no encontrada (hosting estático)', en: 'Page not found (static hosting)' },
    hint: {
      es: 'La muestran los servidores que tienen una sola página 404 para todo, antes de redirigir al visitante.',
      en: 'Shown by hosts that have one 404 page for everything, before it forwards the visitor.',
    },
  }),
});

/** Only in the languages that have `page` (the editor leaves the field out elsewhere). */
function pageOnly<T extends z.ZodType>(page: PageKey, schema: T) {
  return schema.optional().meta({ editor: { page } });
}

const heroWithCaption = z.object({
  title: upTo(fits.label).meta({ label: { es: 'Título', en: 'Title' } }),
  caption: upTo(200).meta({
    label: { es: 'Texto debajo del título', en: 'Text under the title' },
    editor: { multiline: true },
  }),
});

/** A label read only by screen readers: a short sentence at most. */
const spoken = (
  label: Words,
  hint: Words = { es: 'Lo leen los lectores de pantalla.', en: 'Read by screen readers.' },
  max: number = fits.heading,
) => upTo(max).meta({ label, hint });

const titleLines = (hint: Words) =>
  z
    .array(upTo(24).meta({ label: { es: 'Línea', en: 'Line' } }))
    .min(1)
    .max(4)
    .meta({ label: { es: 'Título', en: 'Title' }, hint, editor: { item: { es: 'línea', en: 'line' } } });

/** Every word of the site's frame and screens in one language (`src/content/ui/{es,en}.yaml`). */
const uiSchema = (context: ContentContext) =>
  z.object({
    language: z
      .object({
        name: upTo(fits.word).meta({
          label: { es: 'Nombre del idioma', en: 'Name of the language' },
          hint: {
            es: 'En el idioma mismo: "Español", "English".',
            en: 'In the language itself: "Español", "English".',
          },
        }),
        short: upTo(4).meta({
          label: { es: 'Nombre corto', en: 'Short name' },
          hint: {
            es: 'La etiqueta del selector de idioma: "ESP", "ENG".',
            en: 'The language switcher’s label: "ESP", "ENG".',
          },
        }),
      })
      .meta({ label: { es: 'Este idioma', en: 'This language' }, editor: { layout: [6, 6] } }),
    skipLink: upTo(fits.name).meta({
      label: { es: 'Link para saltar al contenido', en: 'Skip link' },
      hint: {
        es: 'El primer link que encuentra quien usa el teclado: lleva al contenido.',
        en: 'The first link keyboard users meet: jumps to the content.',
      },
    }),
    nav: z
      .object({
        label: spoken({ es: 'Nombre de la navegación', en: 'Name of the navigation' }),
        home: upTo(fits.label).meta({ label: { es: 'Inicio', en: 'Home' } }),
        services: upTo(fits.label).meta({ label: { es: 'Qué hacemos', en: 'What we do' } }),
        culture: upTo(fits.label).meta({ label: { es: 'Nuestra cultura', en: 'Our culture' } }),
        cases: upTo(fits.label).meta({ label: { es: 'Casos', en: 'Case studies' } }),
        contact: upTo(fits.label).meta({ label: { es: 'Contacto', en: 'Contact' } }),
      })
      .meta({
        label: { es: 'Nombres de las páginas', en: 'Page names' },
        hint: { es: 'En el encabezado, el menú y el pie de página.', en: 'In the header, the menu and the footer.' },
      }),
    menu: z
      .object({
        open: spoken({ es: 'Botón para abrir', en: 'Open button' }),
        close: spoken({ es: 'Botón para cerrar', en: 'Close button' }),
        title: spoken({ es: 'Nombre del menú', en: 'Menu name' }),
        language: spoken({ es: 'Nombre del selector de idioma', en: 'Language switcher name' }),
        follow: upTo(fits.label).meta({ label: { es: 'Título de las redes', en: 'Social links heading' } }),
        visit: upTo(fits.label).meta({ label: { es: 'Título de la dirección', en: 'Address heading' } }),
        write: upTo(fits.label).meta({ label: { es: 'Título del e-mail', en: 'E-mail heading' } }),
        certifications: upTo(fits.label).meta({
          label: { es: 'Título de las certificaciones', en: 'Certifications heading' },
        }),
      })
      .meta({ label: { es: 'Menú', en: 'Menu' } }),
    footer: z
      .object({
        brandLine: upTo(fits.summary).meta({
          label: { es: 'Línea debajo del logo', en: 'Line under the logo' },
          editor: { multiline: true },
        }),
        pages: upTo(fits.label).meta({ label: { es: 'Título de las páginas', en: 'Pages heading' } }),
        visit: upTo(fits.label).meta({ label: { es: 'Título de la dirección', en: 'Address heading' } }),
        write: upTo(fits.label).meta({
          label: { es: 'Título del e-mail para proyectos nuevos', en: 'Heading of the e-mail for new projects' },
        }),
        follow: upTo(fits.label).meta({ label: { es: 'Título de las redes', en: 'Social links heading' } }),
        rights: upTo(fits.heading).meta({
          label: { es: 'Línea de derechos', en: 'Copyright line' },
          hint: { es: 'Después de "© año Lumbre."', en: 'After "© year Lumbre."' },
        }),
      })
      .meta({ label: { es: 'Pie de página', en: 'Footer' } }),
    chat: upTo(fits.word).meta({
      label: { es: 'Botón de chat', en: 'Chat button' },
      hint: {
        es: 'El botón redondo que lleva a la página de contacto.',
        en: 'The round button that leads to the contact page.',
      },
    }),
    notFound: upTo(fits.summary).meta({
      label: { es: 'Página no encontrada', en: 'Page not found' },
      hint: {
        es: 'Se ve arriba de la página de inicio cuando una dirección no existe.',
        en: 'Shown above the home page when an address does not exist.',
      },
    }),
    opensInNewTab: spoken(
      { es: '"Se abre en otra pestaña"', en: '"Opens in a new tab"' },
      {
        es: 'Lo leen los lectores de pantalla después de los links que abren otra pestaña.',
        en: 'Read by screen readers after links that open a new tab.',
      },
    ),
    view: upTo(8).meta({
      label: { es: 'Etiqueta de la tarjeta', en: 'Card label' },
      hint: {
        es: 'En una tarjeta de caso y al lado del cursor: "VER".',
        en: 'On a case card and beside the cursor: "VIEW".',
      },
    }),
    soon: upTo(8).meta({
      label: { es: 'Etiqueta "pronto"', en: 'Coming-soon label' },
      hint: { es: 'En una tarjeta sin caso: "PRONTO".', en: 'On a card without a case: "SOON".' },
    }),
    video: z
      .object({
        pause: spoken({ es: 'Botón de pausa', en: 'Pause button' }),
        play: spoken({ es: 'Botón de reproducir', en: 'Play button' }),
      })
      .meta({ label: { es: 'Botones de los videos', en: 'Video buttons' }, editor: { layout: [6, 6] } }),
    meta: z
      .object({
        home: pageMeta.meta({ label: { es: 'Inicio', en: 'Home' } }),
        contact: pageMeta.meta({ label: { es: 'Contacto', en: 'Contact' } }),
        services: pageMeta.meta({ label: { es: 'Qué hacemos', en: 'What we do' } }),
        culture: pageMeta.meta({ label: { es: 'Nuestra cultura', en: 'Our culture' } }),
        cases: pageMeta.meta({ label: { es: 'Casos', en: 'Case studies' } }),
        gallery: pageOnly('gallery', pageMeta.meta({ label: { es: 'Galería de casos', en: 'Case gallery' } })),
        caseSuffix: upTo(fits.label).meta({
          label: { es: 'Después del título de un caso', en: 'After a case’s title' },
          hint: {
            es: 'El título de la pestaña de un caso es "su título | esto".',
            en: 'A case page’s tab title is "its title | this".',
          },
        }),
      })
      .meta({
        label: { es: 'Buscadores y pestañas', en: 'Search engines and tabs' },
        hint: {
          es: 'El título, la descripción y las palabras clave de cada página.',
          en: 'Each page’s title, description and keywords.',
        },
      }),
    home: z
      .object({
        hero: z
          .object({
            title: titleLines({
              es: 'El título grande, una línea por ítem.',
              en: 'The big title, one entry per line.',
            }),
            quote: upTo(240).meta({
              label: { es: 'Cita al lado del título', en: 'Quote beside the title' },
              editor: { multiline: true },
            }),
            quoteLink: upTo(fits.name).meta({
              label: { es: 'Link a la página de cultura', en: 'Link to the culture page' },
            }),
          })
          .meta({ label: { es: 'Apertura', en: 'Opening' } }),
        cases: z
          .object({
            title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }),
            caption: upTo(200).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
            more: upTo(fits.label).meta({ label: { es: 'Link a la lista de casos', en: 'Link to the case list' } }),
            dragHint: spoken(
              { es: 'Ayuda del carrusel', en: 'Slider hint' },
              {
                es: 'La leen los lectores de pantalla: cómo mover el carrusel.',
                en: 'Read by screen readers: how to move the slider.',
              },
            ),
          })
          .meta({ label: { es: 'Casos destacados', en: 'Featured cases' } }),
        clients: z
          .object({
            title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }),
            caption: upTo(240).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
          })
          .meta({ label: { es: 'Clientes', en: 'Clients' } }),
        certifications: z
          .object({ title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }) })
          .meta({ label: { es: 'Certificaciones', en: 'Certifications' } }),
      })
      .meta({ label: { es: 'Página de inicio', en: 'Home page' } }),
    services: z
      .object({
        hero: z
          .object({
            title: upTo(fits.word).meta({ label: { es: 'Título', en: 'Title' } }),
            superscript: upTo(4).meta({
              label: { es: 'Número chico al lado del título', en: 'Small number beside the title' },
            }),
            quote: upTo(80).meta({ label: { es: 'Cita', en: 'Quote' }, editor: { multiline: true } }),
            caption: upTo(240).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
          })
          .meta({ label: { es: 'Apertura', en: 'Opening' } }),
        circles: z
          .object({
            label: spoken({ es: 'Nombre de los círculos', en: 'Name of the circles' }),
            words: z
              .array(upTo(14).meta({ label: { es: 'Palabra', en: 'Word' } }))
              .length(4)
              .meta({
                label: { es: 'Palabras', en: 'Words' },
                hint: { es: 'Una por círculo: exactamente cuatro.', en: 'One per circle: exactly four.' },
                editor: { item: { es: 'palabra', en: 'word' } },
              }),
          })
          .meta({ label: { es: 'Círculos', en: 'Circles' } }),
        list: z.object({ title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }) }).meta({
          label: { es: 'Servicios', en: 'Services' },
          hint: { es: 'Las filas están en Servicios.', en: 'The rows themselves are under Services.' },
        }),
        featured: z
          .object({
            title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }),
            more: upTo(fits.label).meta({ label: { es: 'Link a la lista de casos', en: 'Link to the case list' } }),
          })
          .meta({ label: { es: 'Casos destacados', en: 'Featured cases' } }),
      })
      .meta({ label: { es: 'Página "Qué hacemos"', en: '"What we do" page' } }),
    culture: z
      .object({
        hero: z
          .object({
            title: titleLines({ es: 'Una línea por ítem.', en: 'One entry per line.' }),
            quote: upTo(120).meta({ label: { es: 'Cita', en: 'Quote' }, editor: { multiline: true } }),
            caption: upTo(240).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
          })
          .meta({ label: { es: 'Apertura', en: 'Opening' } }),
        parallax: media(context, sizes.wide)
          .omit({ video: true })
          .meta({
            label: { es: 'Imagen ancha', en: 'Wide picture' },
            hint: { es: 'Debajo de la apertura.', en: 'Under the opening.' },
          }),
        founderQuote: z
          .object({
            text: upTo(280).meta({ label: { es: 'Cita', en: 'Quote' }, editor: { multiline: true } }),
            author: upTo(fits.name).meta({ label: { es: 'Quién la dice', en: 'Who says it' } }),
            role: upTo(fits.name).meta({ label: { es: 'Su rol', en: 'Their role' } }),
          })
          .meta({ label: { es: 'Cita del fundador', en: 'Founder’s quote' } }),
        process: z
          .object({
            title: upTo(fits.name).meta({ label: { es: 'Título', en: 'Title' } }),
            text: upTo(280).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
          })
          .meta({ label: { es: 'Cómo trabajamos', en: 'How we work' } }),
        certifications: z
          .object({ title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }) })
          .meta({ label: { es: 'Certificaciones', en: 'Certifications' } }),
        forceForGood: z
          .object({
            text: upTo(fits.name).meta({ label: { es: 'Palabras sobre las imágenes', en: 'Words over the pictures' } }),
            label: spoken({ es: 'Nombre de la tira de imágenes', en: 'Name of the picture strip' }, undefined, 120),
            pictures: z
              .array(media(context, sizes.strip).omit({ video: true }))
              .min(1)
              .meta({
                label: { es: 'Imágenes', en: 'Pictures' },
                hint: {
                  es: 'La tira que pasa. Las imágenes con texto necesitan una versión en cada idioma.',
                  en: 'The strip that scrolls by. Pictures with words in them need a version in each language.',
                },
                editor: { itemLabel: 'alt', item: { es: 'imagen', en: 'picture' } },
              }),
          })
          .meta({ label: { es: 'Una fuerza para el bien', en: 'A force for good' } }),
        team: z
          .object({
            title: upTo(fits.heading).meta({ label: { es: 'Título', en: 'Title' } }),
            caption: upTo(240).meta({
              label: { es: 'Texto', en: 'Text' },
              hint: { es: 'Que lo que dice sea cierto de la foto.', en: 'Keep what it says true of the picture.' },
              editor: { multiline: true },
            }),
            picture: media(context, sizes.wide)
              .omit({ video: true })
              .meta({ label: { es: 'Foto del equipo', en: 'Team picture' } }),
          })
          .meta({ label: { es: 'El equipo', en: 'The team' } }),
      })
      .meta({ label: { es: 'Página "Nuestra cultura"', en: '"Our culture" page' } }),
    cases: z
      .object({
        hero: heroWithCaption.meta({ label: { es: 'Apertura', en: 'Opening' } }),
        filter: z
          .object({
            label: spoken({ es: 'Nombre del filtro', en: 'Name of the filter' }),
            count: upTo(fits.heading)
              .includes('{count}')
              .meta({
                label: { es: 'Cantidad', en: 'Count' },
                hint: {
                  es: 'La leen los lectores de pantalla después de filtrar; {count} se reemplaza por el número.',
                  en: 'Read by screen readers after filtering; {count} becomes the number.',
                },
                editor: { invalid: { es: 'tiene que incluir {count}', en: 'must contain {count}' } },
              }),
            empty: upTo(120).meta({
              label: { es: 'Sin tarjetas', en: 'No cards' },
              hint: { es: 'Cuando un filtro no muestra nada.', en: 'When a filter shows nothing.' },
            }),
          })
          .meta({ label: { es: 'Filtro', en: 'Filter' } }),
        letsMake: z
          .object({
            title: upTo(fits.label).meta({ label: { es: 'Título', en: 'Title' } }),
            question: upTo(100).meta({ label: { es: 'Pregunta', en: 'Question' } }),
            propose: upTo(fits.summary).meta({ label: { es: 'Texto', en: 'Text' }, editor: { multiline: true } }),
            cta: upTo(fits.label).meta({ label: { es: 'Botón', en: 'Button' } }),
          })
          .meta({ label: { es: 'Cierre "Hagamos algo"', en: '"Let’s make something" closing' } }),
      })
      .meta({ label: { es: 'Página de la lista de casos', en: 'Case list page' } }),
    gallery: pageOnly(
      'gallery',
      z
        .object({ hero: heroWithCaption.meta({ label: { es: 'Apertura', en: 'Opening' } }) })
        .meta({ label: { es: 'Página de la galería de casos', en: 'Case gallery page' } }),
    ),
    contact: z
      .object({ hero: heroWithCaption.meta({ label: { es: 'Apertura', en: 'Opening' } }) })
      .meta({ label: { es: 'Página de contacto', en: 'Contact page' } }),
    caseStudy: z
      .object({
        facts: spoken({ es: 'Nombre de los datos del proyecto', en: 'Name of the project facts' }),
        year: upTo(fits.label).meta({ label: { es: 'Etiqueta del año', en: 'Year label' } }),
        solutions: upTo(fits.label).meta({ label: { es: 'Etiqueta de las soluciones', en: 'Solutions label' } }),
        client: upTo(fits.label).meta({ label: { es: 'Etiqueta del cliente', en: 'Client label' } }),
        context: upTo(fits.label).meta({ label: { es: 'Etiqueta del contexto', en: 'Context label' } }),
        challenge: upTo(fits.label).meta({ label: { es: 'Etiqueta del desafío', en: 'Challenge label' } }),
        media: spoken({ es: 'Nombre de la sección de imágenes', en: 'Name of the pictures section' }),
        description: upTo(fits.heading).meta({
          label: { es: 'Título de la descripción', en: 'Description heading' },
          hint: { es: 'Cuando un caso no tiene uno propio.', en: 'When a case has no heading of its own.' },
        }),
        more: upTo(fits.name).meta({ label: { es: 'Link a la lista de casos', en: 'Link to the case list' } }),
      })
      .meta({
        label: { es: 'Páginas de los casos', en: 'Case pages' },
        hint: {
          es: 'Las etiquetas que comparten todas las páginas de casos.',
          en: 'The labels every case page shares.',
        },
      }),
  });

/**
 * Every content file's schema, by the collection it becomes. Each takes the context of whoever reads it (the
 * build's, with Astro's pictures and file checks; the editor's; the tests'): those that need none ignore it.
 */
export const contentSchemas = {
  ui: uiSchema,
  cases: caseSchema,
  cards: cardsSchema,
  categories: (_context?: ContentContext) => categoriesSchema,
  clients: clientSchema,
  clientLogos: clientLogosSchema,
  services: (_context?: ContentContext) => servicesSchema,
  certifications: (_context?: ContentContext) => certificationsSchema,
  featured: featuredSchema,
  company: (_context?: ContentContext) => companySchema,
  root: (_context?: ContentContext) => rootSchema,
};
