// The one description of the content: the shape, limits and options of every content file, one module per
// collection, each with the words a marketer reads for its fields (label and hint, in Spanish and English) in the
// *.words.json beside it. src/content.config.ts builds the collections from these (and adds the checks that need
// the files, like "this picture exists"); keystatic.config.ts derives the editor's fields from them
// (src/editor/fields.ts), so the two can never disagree. No Node or Astro runtime imports here: the editor loads
// these modules in the browser.
import { caseSchema } from './cases.ts';
import { cardsSchema } from './cards.ts';
import { categoriesSchema } from './categories.ts';
import { certificationsSchema } from './certifications.ts';
import { clientLogosSchema, clientSchema } from './clients.ts';
import { companySchema } from './company.ts';
import { featuredSchema } from './featured.ts';
import type { ContentContext } from './meta.ts';
import { rootSchema } from './root.ts';
import { servicesSchema } from './services.ts';
import { uiSchema } from './ui.ts';

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
