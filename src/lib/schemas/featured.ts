// Which cases the home slider and 'what we do' feature (`src/content/featured.yaml`).
import { z } from 'astro/zod';
import type { ContentContext } from './meta.ts';
import { caseSlug } from './references.ts';
import words from './featured.words.json' with { type: 'json' };

export const featuredSchema = (context: ContentContext) => {
  const cases = z.array(caseSlug(context)).min(1).max(6).meta(words.cases);
  return z.object({ home: cases.meta(words.home), services: cases.meta(words.services) });
};
