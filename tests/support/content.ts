// What the content files say (tools/lib/content.ts reads them with the site's own schemas): tests take their
// expectations from here, so an edit the schemas accept keeps them green.
import { pathTo, type Locale } from '../../src/i18n/routes.ts';

export { readContent, type Content } from '../../tools/lib/content.ts';

/** A picture field as read here: the path the file writes (the schemas' types say what the build makes of it). */
export const writtenPath = (picture: unknown): string => String(picture);

/** The page of a case in a language. */
export const casePath = (slug: string, lang: Locale) => pathTo({ key: 'case', slug }, lang);
