// The studio's clients, one file each (`src/content/clients/{id}.yaml`): a case names one, the home page may show its
// logo; and which logos the home page shows, in two rows (`src/content/client-logos.yaml`).
import { z } from 'astro/zod';
import { picture } from './media.ts';
import type { ContentContext } from './meta.ts';
import { clientId } from './references.ts';
import { fits, upTo } from './text.ts';
import words from './clients.words.json' with { type: 'json' };

export const clientSchema = (context: ContentContext) =>
  z.object({
    name: upTo(fits.name).meta(words.name),
    logo: picture(context).optional().meta(words.logo),
  });

export const clientLogosSchema = (context: ContentContext) => {
  const row = z.array(clientId(context)).min(1).max(12).meta(words['logos.row']);
  return z.object({ left: row.meta(words['logos.left']), right: row.meta(words['logos.right']) });
};
