// The one description of the content: the shape, limits and options of every content file, with the label and
// hint a marketer sees for each field. src/content.config.ts builds the collections from it (and adds the checks
// that need the files, like "this picture exists"); keystatic.config.ts derives the editor's fields from it
// (src/editor/fields.ts), so the two can never disagree. No Node or Astro runtime imports here: the editor
// loads this file in the browser.
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { localeInfo, locales, slugPattern, type Locale, type PageKey } from '../i18n/routes.ts';
import { cardCategorySlugs, categorySlugs } from './categories.ts';

/** What the editor needs beyond the shape, carried in each schema's zod metadata (`.meta({ editor })`). */
export interface EditorHints {
  /** A long text: a text area instead of a one-line field. */
  multiline?: boolean;
  /** In a list: the field of an item that names it in the editor (a dotted path, `nameDesktop.en`). */
  itemLabel?: string;
  /** Grid columns of an object's fields (12 in a row), e.g. [6, 6] puts Spanish and English side by side. */
  layout?: number[];
  /** Readable names of a choice's options. */
  optionLabels?: Record<string, string>;
  /** A picture file, a video file, or the slug of a case study. */
  kind?: 'picture' | 'video' | 'case';
  /** A field only for the languages that have this page (the gallery is English only). */
  page?: PageKey;
  /** In a list: the field whose value no two items may share. */
  uniqueKey?: string;
}

declare module 'zod/v4/core' {
  interface GlobalMeta {
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

/** A category of the case list, named as its tab is in English. */
const category = z.enum(cardCategorySlugs).meta({
  editor: { optionLabels: { strategies: 'Strategy', design: 'Design', development: 'Development', content: 'Content', marketing: 'Marketing' } },
});

/** A required text: at least one character that is not a space. */
export const text = z.string().trim().min(1);

/** The same field in both languages, side by side in the editor. */
export function localized<T extends z.ZodType>(schema: T) {
  return z
    .object(Object.fromEntries(locales.map((lang) => [lang, schema.meta({ title: localeInfo[lang].ownName })])) as Record<Locale, T>)
    .meta({ editor: { layout: locales.map(() => 12 / locales.length) } });
}

/** Nothing written: undefined, an empty text, or an object holding only such (what the editor saves for an empty group). */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank);
}

/** Fields that come together or not at all (a link's text and address); the editor saves an empty one as `{}`. */
function optionalGroup<T extends z.ZodObject>(group: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), group.optional());
}

/** A list whose items each have a different `key` (an id). */
function listOf<T extends z.ZodObject>(item: T, key: keyof z.infer<T> & string) {
  return z
    .array(item)
    .superRefine((items, context) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, key], message: `"${String(value)}" is used twice` });
        seen.add(value);
      });
    })
    .meta({ editor: { uniqueKey: key } });
}

/** A web address: the editor checks the same expression as the build, so they cannot disagree on one. */
const webAddress = z.string().regex(/^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]\S*)?$/i, {
  error: 'a full web address, starting with https://',
});

/** The picture files Astro can optimise. */
export const pictureFile = /\.(?:jpe?g|png|webp|avif|gif|svg|tiff?)$/i;

const slug = z.string().regex(slugPattern, { error: 'lowercase letters, digits and hyphens, like "huerta-urbana"' });

/** The slug of a case study that exists in both languages (the build checks the files; the editor offers the list). */
function caseSlug(context: ContentContext) {
  return slug
    .refine((value) => !context.exists || locales.every((lang) => context.exists!(`src/content/cases/${lang}/${value}.md`)), {
      error: (issue) => {
        const value = String(issue.input);
        return `no case "${value}": expected ${locales.map((lang) => `src/content/cases/${lang}/${value}.md`).join(' and ')}`;
      },
    })
    .meta({ editor: { kind: 'case' } });
}

function picture(context: ContentContext) {
  return context.image().meta({ editor: { kind: 'picture' } });
}

function videoFile(context: ContentContext) {
  return z
    .string()
    .regex(/^([a-z0-9-]+\/)?[a-z0-9-]+\.mp4$/, { error: 'a video is an .mp4 file in src/assets/videos, named in lowercase with hyphens' })
    .refine((name) => !context.exists || context.exists(`src/assets/videos/${name}`), {
      error: (issue) => `no video src/assets/videos/${String(issue.input)}`,
    })
    .meta({ editor: { kind: 'video' } });
}

/** A picture with its description, or a looping video with the picture as its poster. */
function media(context: ContentContext, size: string) {
  return z.object({
    src: picture(context).meta({ title: 'Picture', description: `JPEG or PNG. ${size}` }),
    alt: text.meta({
      title: 'Description (alt text)',
      description: 'What the picture shows, for people who cannot see it and for search engines. One sentence, in this language.',
      editor: { multiline: true },
    }),
    video: videoFile(context)
      .optional()
      .meta({ title: 'Video (optional)', description: 'An .mp4 that plays muted in a loop instead of the picture, which becomes its poster. Under 2 MB.' }),
  });
}

const sizes = {
  wide: 'Looks best at 2000 × 1125 px (16:9).',
  row: 'One picture in a row: 2000 × 1125 px; two side by side: 1200 × 1500 px; three: 1200 × 1500 px.',
  card: 'Looks best at 1200 × 1500 px (4:5).',
};

const pageMeta = z.object({
  title: text.meta({ title: 'Browser tab and search result title' }),
  description: text.max(170).meta({ title: 'Search result description', description: 'Up to 170 characters.', editor: { multiline: true } }),
  keywords: text.meta({ title: 'Keywords', description: 'Comma-separated.' }),
});

/** One case study in one language: `src/content/cases/{es,en}/{slug}.md`; the Markdown body is the description. */
const caseSchema = (context: ContentContext) =>
  z.object({
    title: text.meta({
      title: 'Title',
      description: 'The big heading of the case page, the name on its card when it has no card of its own, and the browser tab title.',
    }),
    summary: text.max(170).meta({
      title: 'Summary',
      description: 'One sentence under the title, also used by search engines and link previews. Up to 170 characters.',
      editor: { multiline: true },
    }),
    listed: z
      .boolean()
      .default(true)
      .meta({ title: 'Show on the case list', description: 'Untick to keep the case off the list; its pages still exist.' }),
    categories: z
      .array(category)
      .default([])
      .meta({
        title: 'Categories',
        description: 'The filter tabs that show this case, used when the case has no card of its own (a card has its own).',
      }),
    header: z
      .array(
        z.object({
          title: text.meta({ title: 'Column title', description: 'Year, Solutions, Client…' }),
          values: z.array(text.meta({ title: 'Line' })).min(1).meta({ title: 'Lines' }),
          cta: optionalGroup(
            z.object({
              label: text.meta({ title: 'Link text', description: 'e.g. "See the site".' }),
              url: webAddress.meta({ title: 'Link address', description: 'Opens in a new tab.' }),
            }),
          ).meta({ title: 'Link (optional)', description: 'A link under the column, like the client’s website. Leave both empty for none.' }),
        }),
      )
      .min(1)
      .max(3)
      .meta({
        title: 'Project facts',
        description: 'One to three columns beside the title (year, solutions, client).',
        editor: { itemLabel: 'title' },
      }),
    banner: media(context, sizes.wide).meta({ title: 'Banner', description: 'The full-width picture or video right under the title.' }),
    context: z
      .object({
        title: text.meta({ title: 'Title' }),
        caption: text.meta({ title: 'Text', editor: { multiline: true } }),
        gallery: z
          .array(z.array(media(context, sizes.row)).min(1).max(3).meta({ title: 'Row', description: 'One to three pictures side by side.', editor: { itemLabel: 'alt' } }))
          .min(1)
          .meta({ title: 'Pictures', description: 'Rows of one to three pictures under the context text.', editor: { itemLabel: '0.alt' } }),
      })
      .meta({ title: 'Context', description: 'The "Context" section: where the client stood before the project.' }),
    challenge: z
      .object({
        title: text.meta({
          title: 'Heading',
          description: 'The challenge in a few words, under the "Challenge" label: name this case’s challenge rather than repeat the label.',
        }),
        subtitle: text.meta({ title: 'The challenge in one sentence', description: 'Shown large.', editor: { multiline: true } }),
        caption: text.optional().meta({ title: 'More detail (optional)', editor: { multiline: true } }),
      })
      .meta({ title: 'Challenge', description: 'The dark "Challenge" band.' }),
    rows: z
      .array(z.array(media(context, sizes.row)).min(1).max(3).meta({ title: 'Row', description: 'One to three pictures side by side.', editor: { itemLabel: 'alt' } }))
      .min(1)
      .meta({ title: 'The work', description: 'Rows of pictures or videos between the challenge and the description.', editor: { itemLabel: '0.alt' } }),
    descriptionTitle: text.optional().meta({
      title: 'Description heading (optional)',
      description: 'The heading beside the description below. Without one, the page says "What we did".',
    }),
  });

/** The case list's cards, in the order shown (`src/content/cards.yaml`). */
const cardsSchema = (context: ContentContext) =>
  z.object({
    cards: listOf(
        z.object({
          id: slug.meta({ title: 'Card id', description: 'A short unique name for the card, lowercase with hyphens (used for statistics).' }),
          case: caseSlug(context)
            .optional()
            .meta({ title: 'Case study', description: 'The case the card opens. Leave empty for a "coming soon" card.' }),
          categories: z
            .array(category)
            .meta({ title: 'Categories', description: 'The filter tabs that show this card (every card shows under "All").' }),
          nameDesktop: localized(text).meta({ title: 'Name on wide screens', description: 'e.g. "Trufa — packaging and online shop".' }),
          nameMobile: localized(text).meta({ title: 'Name on phones', description: 'Short: usually the client’s name.' }),
          image: picture(context).meta({ title: 'Picture', description: sizes.card }),
          alt: localized(text).meta({ title: 'Picture description (alt text)', description: 'What the picture shows.' }),
        }),
        'id',
      )
      .min(1)
      .meta({
        title: 'Cards',
        description: 'The case list, in this order (drag to reorder). A case without a card appears after these, with its banner.',
        editor: { itemLabel: 'nameMobile.en' },
      }),
  });

/** The filter tabs of the case list (`src/content/categories.yaml`). */
const categoriesSchema = z.object({
  categories: listOf(
      z.object({
        id: z.enum(categorySlugs).meta({ title: 'Category', description: 'Which filter this tab is ("all" shows every card).' }),
        title: localized(text).meta({ title: 'Tab name' }),
      }),
      'id',
    )
    .min(1)
    .meta({ title: 'Filter tabs', description: 'The tabs above the case list, in this order.', editor: { itemLabel: 'title.en' } }),
});

/** Client logos of the home page (`src/content/clients.yaml`). */
const clientsSchema = (context: ContentContext) =>
  z.object({
    clients: listOf(
        z.object({
          id: slug.meta({ title: 'Id', description: 'A short unique name, lowercase with hyphens.' }),
          name: text.meta({ title: 'Client name', description: 'Read aloud for the logo.' }),
          logo: picture(context).meta({ title: 'Logo', description: 'A single-colour SVG, about 48 px tall, transparent background.' }),
          row: z
            .enum(['left', 'right'])
            .meta({
              title: 'Row',
              description: 'The upper row scrolls left, the lower one right. Six in each looks best.',
              editor: { optionLabels: { left: 'Upper row (scrolls left)', right: 'Lower row (scrolls right)' } },
            }),
        }),
        'id',
      )
      .min(1)
      .meta({ title: 'Clients', description: 'The logos of "why clients choose us", in this order.', editor: { itemLabel: 'name' } }),
  });

/** The service rows of 'what we do' (`src/content/services.yaml`). */
const servicesSchema = z.object({
  services: listOf(
      z.object({
        id: slug.meta({ title: 'Id', description: 'A short unique name, lowercase with hyphens (the row’s anchor).' }),
        title: localized(text).meta({ title: 'Service' }),
        caption: localized(text.meta({ editor: { multiline: true } })).meta({ title: 'Text' }),
        lists: localized(
          z
            .array(z.array(text.meta({ title: 'Item' })).min(1).meta({ title: 'List' }))
            .length(2)
            .meta({ title: 'Two lists' }),
        ).meta({ title: 'Lists', description: 'Two short lists per language, shown side by side.' }),
      }),
      'id',
    )
    .min(1)
    .meta({ title: 'Services', description: 'The rows of "what we do", in this order.', editor: { itemLabel: 'title.en' } }),
});

const certificationIds = ['bcorp', 'carbon', 'gptw'] as const;

/** B Corp, carbon neutral and Great Place to Work (`src/content/certifications.yaml`). */
const certificationsSchema = z.object({
  certifications: listOf(
      z.object({
        id: z.enum(certificationIds).meta({
          title: 'Certification',
          description: 'Which badge is drawn beside it.',
          editor: { optionLabels: { bcorp: 'B Corp', carbon: 'Carbon neutral', gptw: 'Great Place to Work' } },
        }),
        badge: localized(text).meta({ title: 'Badge name' }),
        title: localized(text).meta({ title: 'Heading' }),
        caption: localized(text.meta({ editor: { multiline: true } })).meta({ title: 'Text' }),
        link: optionalGroup(
          z.object({
            url: webAddress.meta({ title: 'Link address', description: 'The certifier’s public page about Lumbre.' }),
            label: localized(text).meta({ title: 'Link text' }),
          }),
        ).meta({ title: 'Link (optional)', description: 'Leave empty for none.' }),
      }),
      'id',
    )
    .min(1)
    .meta({
      title: 'Certifications',
      description: 'Shown on the home page, the culture page and in the menu, in this order.',
      editor: { itemLabel: 'badge.en' },
    }),
});

/** Which cases the home slider and 'what we do' feature (`src/content/featured.yaml`). */
const featuredSchema = (context: ContentContext) => {
  const cases = (where: string) =>
    z
      .array(caseSlug(context).meta({ title: 'Case study' }))
      .min(1)
      .max(6)
      .meta({ title: where, description: 'In this order. Three look best.' });
  return z.object({ home: cases('Home page slider'), services: cases('"What we do" page') });
};

/** Facts about the studio, the same in both languages (`src/content/company.yaml`). */
const companySchema = z.object({
  name: text.meta({ title: 'Name' }),
  email: z.email().meta({ title: 'E-mail', description: 'Shown in the footer and the menu; contact messages are sent here unless the server says otherwise.' }),
  projectsEmail: z.email().meta({ title: 'E-mail for new projects', description: 'Offered on the contact form’s thank-you step.' }),
  address: z
    .object({
      street: text.meta({ title: 'Street and number' }),
      postalCode: text.meta({ title: 'Postal code' }),
      city: text.meta({ title: 'City' }),
      country: localized(text).meta({ title: 'Country' }),
    })
    .meta({ title: 'Studio address', description: 'Footer and menu.' }),
  social: listOf(
      z.object({
        id: slug.meta({ title: 'Id', description: 'A short unique name, like "instagram".' }),
        url: webAddress.meta({ title: 'Address' }),
        label: localized(text).meta({ title: 'Link text' }),
        profile: z.boolean().meta({
          title: 'The studio’s own profile',
          description: 'Ticked for the studio’s accounts (LinkedIn, Instagram): search engines are told they are the studio. Untick for things it shares, like a playlist.',
        }),
      }),
      'id',
    )
    .meta({ title: 'Social links', description: 'Footer and menu, in this order.', editor: { itemLabel: 'label.en' } }),
});

/** The two pages shown before a language is known: the language picker at `/` and the static hosts' 404. */
const rootSchema = z.object({
  picker: z
    .object({
      loading: text.meta({ title: 'Waiting text', description: 'Shown for the instant before the visitor is sent to their language.' }),
      description: localized(text).meta({ title: 'Search result description' }),
    })
    .meta({ title: 'Language picker (the address without a language)' }),
  lost: localized(
    z.object({
      text: text.meta({ title: 'Message' }),
      link: text.meta({ title: 'Link to the home page' }),
    }),
  ).meta({ title: 'Page not found (static hosting)', description: 'Shown by hosts that have one 404 page for everything, before it forwards the visitor.' }),
});

/** Only in the languages that have `page` (the editor leaves the field out elsewhere). */
function pageOnly<T extends z.ZodType>(page: PageKey, schema: T) {
  return schema.optional().meta({ editor: { page } });
}

const heroWithCaption = z.object({
  title: text.meta({ title: 'Title' }),
  caption: text.meta({ title: 'Text under the title', editor: { multiline: true } }),
});

/** Every word of the site's frame and screens in one language (`src/content/ui/{es,en}.yaml`). */
const uiSchema = (context: ContentContext) =>
  z.object({
    language: z
      .object({
        name: text.meta({ title: 'Name of the language', description: 'In the language itself: "Español", "English".' }),
        short: text.max(4).meta({ title: 'Short name', description: 'The language switcher’s label: "ESP", "ENG".' }),
      })
      .meta({ title: 'This language', editor: { layout: [6, 6] } }),
    skipLink: text.meta({ title: 'Skip link', description: 'The first link keyboard users meet: jumps to the content.' }),
    nav: z
      .object({
        label: text.meta({ title: 'Name of the navigation', description: 'Read by screen readers.' }),
        home: text.meta({ title: 'Home' }),
        services: text.meta({ title: 'What we do' }),
        culture: text.meta({ title: 'Our culture' }),
        cases: text.meta({ title: 'Case studies' }),
        contact: text.meta({ title: 'Contact' }),
      })
      .meta({ title: 'Page names', description: 'In the header, the menu and the footer.' }),
    menu: z
      .object({
        open: text.meta({ title: 'Open button', description: 'Read by screen readers.' }),
        close: text.meta({ title: 'Close button', description: 'Read by screen readers.' }),
        title: text.meta({ title: 'Menu name', description: 'Read by screen readers.' }),
        language: text.meta({ title: 'Language switcher name', description: 'Read by screen readers.' }),
        follow: text.meta({ title: 'Social links heading' }),
        visit: text.meta({ title: 'Address heading' }),
        write: text.meta({ title: 'E-mail heading' }),
        certifications: text.meta({ title: 'Certifications heading' }),
      })
      .meta({ title: 'Menu' }),
    footer: z
      .object({
        brandLine: text.meta({ title: 'Line under the logo', editor: { multiline: true } }),
        pages: text.meta({ title: 'Pages heading' }),
        visit: text.meta({ title: 'Address heading' }),
        write: text.meta({ title: 'E-mail heading' }),
        follow: text.meta({ title: 'Social links heading' }),
        rights: text.meta({ title: 'Copyright line', description: 'After "© year Lumbre."' }),
      })
      .meta({ title: 'Footer' }),
    chat: text.meta({ title: 'Chat button', description: 'The round button that leads to the contact page.' }),
    notFound: text.meta({ title: 'Page not found', description: 'Shown above the home page when an address does not exist.' }),
    opensInNewTab: text.meta({ title: '"Opens in a new tab"', description: 'Read by screen readers after links that open a new tab.' }),
    view: text.meta({ title: 'Card label', description: 'On a case card and beside the cursor: "VIEW".' }),
    soon: text.meta({ title: 'Coming-soon label', description: 'On a card without a case: "SOON".' }),
    video: z
      .object({ pause: text.meta({ title: 'Pause button' }), play: text.meta({ title: 'Play button' }) })
      .meta({ title: 'Video buttons', editor: { layout: [6, 6] } }),
    meta: z
      .object({
        home: pageMeta.meta({ title: 'Home' }),
        contact: pageMeta.meta({ title: 'Contact' }),
        services: pageMeta.meta({ title: 'What we do' }),
        culture: pageMeta.meta({ title: 'Our culture' }),
        cases: pageMeta.meta({ title: 'Case studies' }),
        gallery: pageOnly('gallery', pageMeta.meta({ title: 'Case gallery' })),
        caseSuffix: text.meta({ title: 'After a case’s title', description: 'A case page’s tab title is "its title | this".' }),
      })
      .meta({ title: 'Search engines and tabs', description: 'Each page’s title, description and keywords.' }),
    home: z
      .object({
        hero: z
          .object({
            title: z.array(text.meta({ title: 'Line' })).min(1).meta({ title: 'Title', description: 'The big title, one entry per line.' }),
            quote: text.meta({ title: 'Quote beside the title', editor: { multiline: true } }),
            quoteLink: text.meta({ title: 'Link to the culture page' }),
          })
          .meta({ title: 'Opening' }),
        cases: z
          .object({
            title: text.meta({ title: 'Title' }),
            caption: text.meta({ title: 'Text', editor: { multiline: true } }),
            more: text.meta({ title: 'Link to the case list' }),
            dragHint: text.meta({ title: 'Slider hint', description: 'Read by screen readers: how to move the slider.' }),
          })
          .meta({ title: 'Featured cases' }),
        clients: z
          .object({ title: text.meta({ title: 'Title' }), caption: text.meta({ title: 'Text', editor: { multiline: true } }) })
          .meta({ title: 'Clients' }),
        certifications: z.object({ title: text.meta({ title: 'Title' }) }).meta({ title: 'Certifications' }),
      })
      .meta({ title: 'Home page' }),
    services: z
      .object({
        hero: z
          .object({
            title: text.meta({ title: 'Title' }),
            superscript: text.meta({ title: 'Small number beside the title' }),
            quote: text.meta({ title: 'Quote', editor: { multiline: true } }),
            caption: text.meta({ title: 'Text', editor: { multiline: true } }),
          })
          .meta({ title: 'Opening' }),
        circles: z
          .object({
            label: text.meta({ title: 'Name of the circles', description: 'Read by screen readers.' }),
            words: z.array(text.meta({ title: 'Word' })).length(4).meta({ title: 'Words', description: 'One per circle: exactly four.' }),
          })
          .meta({ title: 'Circles' }),
        list: z.object({ title: text.meta({ title: 'Title' }) }).meta({ title: 'Services', description: 'The rows themselves are under Services.' }),
        featured: z
          .object({ title: text.meta({ title: 'Title' }), more: text.meta({ title: 'Link to the case list' }) })
          .meta({ title: 'Featured cases' }),
      })
      .meta({ title: '"What we do" page' }),
    culture: z
      .object({
        hero: z
          .object({
            title: z.array(text.meta({ title: 'Line' })).min(1).meta({ title: 'Title', description: 'One entry per line.' }),
            quote: text.meta({ title: 'Quote', editor: { multiline: true } }),
            caption: text.meta({ title: 'Text', editor: { multiline: true } }),
          })
          .meta({ title: 'Opening' }),
        parallax: media(context, sizes.wide).omit({ video: true }).meta({ title: 'Wide picture', description: 'Under the opening.' }),
        founderQuote: z
          .object({
            text: text.meta({ title: 'Quote', editor: { multiline: true } }),
            author: text.meta({ title: 'Who says it' }),
            role: text.meta({ title: 'Their role' }),
          })
          .meta({ title: 'Founder’s quote' }),
        process: z
          .object({ title: text.meta({ title: 'Title' }), text: text.meta({ title: 'Text', editor: { multiline: true } }) })
          .meta({ title: 'How we work' }),
        certifications: z.object({ title: text.meta({ title: 'Title' }) }).meta({ title: 'Certifications' }),
        forceForGood: z
          .object({
            text: text.meta({ title: 'Words over the pictures' }),
            label: text.meta({ title: 'Name of the picture strip', description: 'Read by screen readers.' }),
            pictures: z
              .array(media(context, 'Looks best at 900 × 1125 px (4:5).').omit({ video: true }))
              .min(1)
              .meta({
                title: 'Pictures',
                description: 'The strip that scrolls by. Pictures with words in them need a version in each language.',
                editor: { itemLabel: 'alt' },
              }),
          })
          .meta({ title: 'A force for good' }),
        team: z
          .object({
            title: text.meta({ title: 'Title' }),
            caption: text.meta({ title: 'Text', description: 'Keep what it says true of the picture.', editor: { multiline: true } }),
            picture: media(context, sizes.wide).omit({ video: true }).meta({ title: 'Team picture' }),
          })
          .meta({ title: 'The team' }),
      })
      .meta({ title: '"Our culture" page' }),
    cases: z
      .object({
        hero: heroWithCaption.meta({ title: 'Opening' }),
        filter: z
          .object({
            label: text.meta({ title: 'Name of the filter', description: 'Read by screen readers.' }),
            count: text
              .includes('{count}')
              .meta({ title: 'Count', description: 'Read by screen readers after filtering; {count} becomes the number.' }),
            empty: text.meta({ title: 'No cards', description: 'When a filter shows nothing.' }),
          })
          .meta({ title: 'Filter' }),
        letsMake: z
          .object({
            title: text.meta({ title: 'Title' }),
            question: text.meta({ title: 'Question' }),
            propose: text.meta({ title: 'Text', editor: { multiline: true } }),
            cta: text.meta({ title: 'Button' }),
          })
          .meta({ title: '"Let’s make something" closing' }),
      })
      .meta({ title: 'Case list page' }),
    gallery: pageOnly('gallery', z.object({ hero: heroWithCaption.meta({ title: 'Opening' }) }).meta({ title: 'Case gallery page' })),
    contact: z.object({ hero: heroWithCaption.meta({ title: 'Opening' }) }).meta({ title: 'Contact page' }),
    caseStudy: z
      .object({
        facts: text.meta({ title: 'Name of the project facts', description: 'Read by screen readers.' }),
        context: text.meta({ title: 'Context label' }),
        challenge: text.meta({ title: 'Challenge label' }),
        media: text.meta({ title: 'Name of the pictures section', description: 'Read by screen readers.' }),
        description: text.meta({ title: 'Description heading', description: 'When a case has no heading of its own.' }),
        more: text.meta({ title: 'Link to the case list' }),
      })
      .meta({ title: 'Case pages', description: 'The labels every case page shares.' }),
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
  clients: clientsSchema,
  services: (_context?: ContentContext) => servicesSchema,
  certifications: (_context?: ContentContext) => certificationsSchema,
  featured: featuredSchema,
  company: (_context?: ContentContext) => companySchema,
  root: (_context?: ContentContext) => rootSchema,
};
