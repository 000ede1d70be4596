// The contact form's rules, shared by the island (step checks in the browser) and the endpoint (zod validation).
import { pagePath, type Locale } from '../../i18n/routes.ts';
import fixedWords from './fixed-words.json' with { type: 'json' };

export const contactFields = ['name', 'company', 'email', 'comments'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactFields = Record<ContactField, string>;

/** Longest accepted value of each field, in UTF-16 code units (what `maxlength` counts too). */
export const maxLengths: Readonly<Record<ContactField, number>> = {
  name: 200,
  company: 200,
  email: 254,
  comments: 5000,
};

/**
 * An RFC 2047 encoded-word, `=?charset?B?text?=` or `?Q?` (any case, the charset perhaps with a `*language`): in a
 * header, mail software decodes it into any text at all, line breaks, addresses and invisible characters included.
 */
export const encodedWord = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

/** The hidden field only bots fill in; a submission that fills it is answered as sent and dropped. */
export const honeypotField = 'website';

export const contactEndpoint = '/api/contact';

/** Fragment of the contact page that shows the thank-you state without JavaScript (CSS `:target`), per language. */
export const thanksAnchor = Object.fromEntries(
  Object.entries(fixedWords).map(([lang, { thanksAnchor }]) => [lang, thanksAnchor]),
) as Readonly<Record<Locale, string>>;

/** Where a form post without JavaScript lands once its message is stored. */
export function thanksPath(lang: Locale): string {
  return `${pagePath('contact', lang)}#${thanksAnchor[lang]}`;
}
