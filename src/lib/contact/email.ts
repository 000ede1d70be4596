// Loads the wording of the studio's notification e-mail (src/content/contact-email.yaml) for the server and the
// commands, which run as plain Node and so read the file themselves instead of through astro:content.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { contactEmailSchema, type ContactEmailCopy } from './copy.ts';

export const contactEmailFile = new URL('../../content/contact-email.yaml', import.meta.url);

const fieldOrder = Object.keys(contactEmailSchema.shape);
/** Problems listed in the order the file's fields are (a problem reads `field: what`). */
const byFieldOrder = (a: string, b: string) =>
  fieldOrder.indexOf(a.split(/[.:]/)[0]!) - fieldOrder.indexOf(b.split(/[.:]/)[0]!);

/** The e-mail's wording, checked against its schema; a mistake throws with the file and the fields named. */
export function loadContactEmailCopy(file: URL | string = contactEmailFile): ContactEmailCopy {
  const raw: unknown = load(readFileSync(file, 'utf8'));
  const result = contactEmailSchema.safeParse(raw);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)),
    ...unknownToIntl(raw),
  ].sort(byFieldOrder);
  if (result.success && problems.length === 0) return result.data;
  throw new Error(
    `${file instanceof URL ? file.pathname : file} is not a valid contact e-mail:\n  ${problems.join('\n  ')}`,
  );
}

/** The schema checks the shape of the language tag and the time zone; only the runtime knows whether they exist. */
function unknownToIntl(raw: unknown): string[] {
  const { language, timeZone } = (raw ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  const fails = (make: () => unknown) => {
    try {
      make();
      return false;
    } catch {
      return true;
    }
  };
  if (typeof language === 'string' && fails(() => Intl.DateTimeFormat.supportedLocalesOf(language))) {
    problems.push(`language: "${language}" is not a language tag`);
  }
  if (typeof timeZone === 'string' && fails(() => new Intl.DateTimeFormat(undefined, { timeZone }))) {
    problems.push(`timeZone: "${timeZone}" is not a time zone this server knows`);
  }
  return problems;
}
