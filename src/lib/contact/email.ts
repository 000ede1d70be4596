// Loads the wording of the studio's notification e-mail (src/content/contact-email.yaml) for the server and the
// commands, which run as plain Node and so read the file themselves instead of through astro:content.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contactEmailSchema, type ContactEmailCopy } from './copy.ts';

export const contactEmailFile = new URL('../../content/contact-email.yaml', import.meta.url);

/** The e-mail's wording, checked against its schema; a mistake throws with the file and the fields named. */
export function loadContactEmailCopy(file: URL | string = contactEmailFile): ContactEmailCopy {
  const result = contactEmailSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`${file instanceof URL ? file.pathname : file} is not a valid contact e-mail:\n${problems.join('\n')}`);
}
