// The studio's facts (src/content/company.yaml) for code that runs outside Astro's content layer: the contact
// server's default recipient. Pages use getCompany() from ./content.ts, which reads the same file and schema.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { fileOf, rowsOf } from './content-registry.ts';
import { companySchema } from './schemas/company.ts';

// Read from the project folder, where `npm start` and `astro dev` run (a bundled copy of this module moves away from it).
export const company = companySchema.parse(load(readFileSync(fileOf(rowsOf('company')[0]!), 'utf8')));
