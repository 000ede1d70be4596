// The contact form's words (src/content/contact-form/{es,en}.yaml: every label, placeholder, button, step title,
// helper text and error message) and the studio's notification e-mail (src/content/contact-email.yaml), as
// schemas. A field missing in one language fails the build; a mistake in the e-mail's file stops the server's start.
import { z } from 'astro/zod';
import { localeInfo, locales, type Locale } from '../../i18n/routes.ts';
import type { Words } from '../schemas/meta.ts';
import { text, upTo } from '../schemas/text.ts';

const capitalized = (words: Words) =>
  Object.fromEntries(
    Object.entries(words).map(([lang, name]) => [lang, name[0]!.toUpperCase() + name.slice(1)]),
  ) as Words;
const named = (label: Words, hint?: Words) => ({ label, ...(hint ? { hint } : {}) });
const says = (placeholder: string): Words => ({
  es: `Tiene que incluir ${placeholder}: ahí va el dato.`,
  en: `Keep ${placeholder} in it: the value goes there.`,
});
const keeps = (placeholder: string): Words => ({
  es: `tiene que incluir ${placeholder}`,
  en: `must contain ${placeholder}`,
});

const fieldShape = {
  label: upTo(40).meta(named({ es: 'Etiqueta', en: 'Label' })),
  placeholder: upTo(60).meta(
    named(
      { es: 'Texto de ejemplo', en: 'Placeholder' },
      { es: 'Se ve en gris dentro del campo vacío.', en: 'Shown in grey in the empty field.' },
    ),
  ),
};
const field = (label: Words) => z.object(fieldShape).meta({ label, editor: { layout: [6, 6] } });
const step = (label: Words) =>
  z
    .object({
      title: upTo(48).meta(named({ es: 'Título', en: 'Title' })),
      helper: upTo(160).meta({ ...named({ es: 'Texto de ayuda', en: 'Helper text' }), editor: { multiline: true } }),
    })
    .meta({ label });
/** A message shown beside a field or above the form. */
const message = (label: Words, hint?: Words) => upTo(120).meta(named(label, hint));

export const contactCopySchema = z.object({
  heading: upTo(40).meta(named({ es: 'Título del formulario', en: 'Heading of the form' })),
  intro: upTo(160).meta({ ...named({ es: 'Introducción', en: 'Introduction' }), editor: { multiline: true } }),
  /** `{current}` and `{total}` are replaced. */
  progress: upTo(40)
    .includes('{current}')
    .includes('{total}')
    .meta({
      ...named(
        { es: 'Progreso', en: 'Progress' },
        {
          es: '{current} y {total} se reemplazan por el paso y la cantidad de pasos.',
          en: '{current} and {total} become the step and the number of steps.',
        },
      ),
      invalid: keeps('{current} y {total}'),
    }),
  steps: z
    .object({
      about: step({ es: 'Paso 1: quién sos', en: 'Step 1: who you are' }),
      project: step({ es: 'Paso 2: el proyecto', en: 'Step 2: the project' }),
      thanks: z
        .object({
          title: upTo(48).meta(named({ es: 'Título', en: 'Title' })),
          body: upTo(200).meta({ ...named({ es: 'Texto', en: 'Text' }), editor: { multiline: true } }),
          cases: upTo(80).meta(named({ es: 'Link a los casos', en: 'Link to the case studies' })),
          altEmail: upTo(80).meta(
            named({ es: 'Antes del e-mail para proyectos', en: 'Before the e-mail for new projects' }),
          ),
        })
        .meta({ label: { es: 'Paso 3: gracias', en: 'Step 3: thank you' } }),
    })
    .meta({ label: { es: 'Pasos', en: 'Steps' } }),
  fields: z
    .object({
      name: field({ es: 'Nombre', en: 'Name' }),
      company: field({ es: 'Empresa', en: 'Company' }),
      email: field({ es: 'E-mail', en: 'E-mail' }),
      comments: z
        .object({
          ...fieldShape,
          hint: upTo(60).meta(named({ es: 'Ayuda debajo del campo', en: 'Hint under the field' })),
        })
        .meta({ label: { es: 'Detalles del proyecto', en: 'Project details' }, editor: { layout: [6, 6, 12] } }),
      honeypot: z.object({ label: upTo(40).meta(named({ es: 'Etiqueta', en: 'Label' })) }).meta(
        named(
          { es: 'Campo trampa', en: 'Trap field' },
          {
            es: 'Invisible: solo lo completan los robots. Su etiqueta lo lee un lector de pantalla.',
            en: 'Hidden: only robots fill it in. Its label is read by screen readers.',
          },
        ),
      ),
    })
    .meta({ label: { es: 'Campos', en: 'Fields' } }),
  buttons: z
    .object({
      continue: upTo(24).meta(named({ es: 'Continuar', en: 'Continue' })),
      previous: upTo(24).meta(named({ es: 'Anterior', en: 'Previous' })),
      submit: upTo(24).meta(named({ es: 'Enviar', en: 'Send' })),
      sending: upTo(40).meta(named({ es: 'Enviando', en: 'Sending' })),
    })
    .meta({ label: { es: 'Botones', en: 'Buttons' }, editor: { layout: [6, 6, 6, 6] } }),
  errors: z
    .object({
      required: message({ es: 'Campo obligatorio vacío', en: 'A required field is empty' }),
      /** `{max}` is replaced by the limit. */
      tooLong: message({ es: 'Demasiado largo', en: 'Too long' }, says('{max}'))
        .includes('{max}')
        .meta({ invalid: keeps('{max}') }),
      singleLine: message({ es: 'Más de una línea', en: 'More than one line' }),
      characters: message({ es: 'Caracteres invisibles', en: 'Invisible characters' }),
      email: message({ es: 'E-mail no válido', en: 'Invalid e-mail' }),
      notText: message({ es: 'No es texto', en: 'Not text' }),
      invalid: message({ es: 'Valor no válido', en: 'Invalid value' }),
      unknownField: message({ es: 'Campo desconocido', en: 'Unknown field' }),
      /** `{field}` is replaced by the refused name (`__proto__`, `constructor`, `prototype`). */
      reservedField: message({ es: 'Nombre de campo reservado', en: 'Reserved field name' }, says('{field}'))
        .includes('{field}')
        .meta({ invalid: keeps('{field}') }),
      repeated: message({ es: 'Campo repetido', en: 'Repeated field' }),
      malformed: message({ es: 'Formulario ilegible', en: 'Unreadable form' }),
      tooLarge: message({ es: 'Mensaje demasiado grande', en: 'Message too large' }, says('{max}'))
        .includes('{max}')
        .meta({ invalid: keeps('{max}') }),
      unsupportedType: message({ es: 'Formato no admitido', en: 'Unsupported format' }),
      tooMany: message({ es: 'Demasiados mensajes', en: 'Too many messages' }),
      /** The outbox could not take the message right now (503): nothing was stored, try again shortly. */
      busy: message({ es: 'Servidor ocupado', en: 'Server busy' }),
      /** Shown in the page's language beside the spec's fixed alert when sending fails. */
      failed: message({ es: 'No se pudo enviar', en: 'Sending failed' }),
      pageTitle: message(
        { es: 'Título de la página de error', en: 'Title of the error page' },
        { es: 'Sin JavaScript, cuando el envío falla.', en: 'Without JavaScript, when sending fails.' },
      ),
      back: upTo(40).meta(named({ es: 'Link para volver al formulario', en: 'Link back to the form' })),
    })
    .meta({ label: { es: 'Mensajes de error', en: 'Error messages' } }),
});

/** The contact form's words in one language: what the page, the island and the endpoint read. */
export type ContactCopy = z.infer<typeof contactCopySchema>;

/**
 * The e-mail the studio receives for each message. Each field's hint (shown in the editor) says which
 * `{placeholders}` it takes; the visitor's values are escaped for HTML by the mailer, never by the wording.
 */
export const contactEmailSchema = z.object({
  // Patterns the editor can check too; whether Intl knows the tag and the zone is checked where the e-mail is
  // loaded (./email.ts), since only the server's runtime can say.
  language: text.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: 'a language tag, such as es-AR' }).meta({
    ...named(
      { es: 'Idioma del e-mail', en: 'Language of the e-mail' },
      {
        es: 'Una etiqueta de idioma como es-AR: define cómo se escribe la fecha de recepción.',
        en: 'A language tag such as es-AR: it sets how the date received is written.',
      },
    ),
    invalid: { es: 'una etiqueta de idioma, como es-AR', en: 'a language tag, such as es-AR' },
    editor: { sameInEveryLanguage: true },
  }),
  timeZone: text
    .regex(/^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+)+)$/, {
      error: 'an IANA time zone, such as America/Argentina/Buenos_Aires',
    })
    .meta({
      ...named(
        { es: 'Zona horaria', en: 'Time zone' },
        {
          es: 'La fecha de recepción se muestra en esta zona, por ejemplo America/Argentina/Buenos_Aires.',
          en: 'The date received is shown in this zone, e.g. America/Argentina/Buenos_Aires.',
        },
      ),
      invalid: {
        es: 'una zona horaria IANA, como America/Argentina/Buenos_Aires',
        en: 'an IANA time zone, such as America/Argentina/Buenos_Aires',
      },
      editor: { sameInEveryLanguage: true },
    }),
  subject: text.meta(
    named(
      { es: 'Asunto', en: 'Subject' },
      {
        es: '{name} y {company} se reemplazan por el nombre y la empresa de quien escribe.',
        en: '{name} and {company} are replaced by the visitor’s name and company.',
      },
    ),
  ),
  intro: text.meta(named({ es: 'Primera línea', en: 'First line' })),
  labels: z
    .object({
      name: text.meta(named({ es: 'Nombre', en: 'Name' })),
      company: text.meta(named({ es: 'Empresa', en: 'Company' })),
      email: text.meta(named({ es: 'E-mail', en: 'E-mail' })),
      language: text.meta(named({ es: 'Idioma del sitio', en: 'Language of the site' })),
      received: text.meta(named({ es: 'Recibido', en: 'Received' })),
      details: text.meta(named({ es: 'Detalles', en: 'Details' })),
    })
    .meta({
      label: { es: 'Etiquetas de los campos', en: 'Labels of the fields' },
      editor: { layout: [6, 6, 6, 6, 6, 6] },
    }),
  languages: z
    .object(
      Object.fromEntries(locales.map((lang) => [lang, text.meta(named(capitalized(localeInfo[lang].name)))])) as Record<
        Locale,
        typeof text
      >,
    )
    .meta(
      named(
        { es: 'Nombres de los idiomas del sitio', en: 'Names of the site’s languages' },
        {
          es: 'Desde qué versión del sitio se mandó el mensaje.',
          en: 'Which version of the site the message was sent from.',
        },
      ),
    ),
  replyHint: text.meta(
    named(
      { es: 'Ayuda para responder', en: 'Reply hint' },
      { es: '{name} se reemplaza por el nombre de quien escribe.', en: '{name} is replaced by the visitor’s name.' },
    ),
  ),
  reference: text.includes('{id}').meta({
    ...named(
      { es: 'Línea de referencia', en: 'Reference line' },
      {
        es: '{id} se reemplaza por el id del mensaje; dejalo, sirve para encontrarlo con npm run contact:list.',
        en: '{id} is replaced by the message’s id; keep it, it finds the message in npm run contact:list.',
      },
    ),
    invalid: keeps('{id}'),
  }),
});

export type ContactEmailCopy = z.infer<typeof contactEmailSchema>;
