// Small helpers for the site's copy texts.

/** Replaces `{key}` placeholders of a copy text ("Step {current} of {total}", "at most {max}", "{count} projects"). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** A lowercase, hyphenated id made from a name: "Huerta Urbana" → `huerta-urbana`, "Números" → `numeros`. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A text whose dashes never start a line ("Welcome Experience — the first 90 days"): the space before one holds. */
export function dashesHeldBack(text: string): string {
  return text.replace(/ (?=[—–])/g, '\u00a0');
}
