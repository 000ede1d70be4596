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

/**
 * A short text set as a line of its own ("Reporte de sustentabilidad") that never leaves one word alone on its last
 * line when it wraps: its last two words hold together, where it has three or more (two would never wrap).
 */
export function lastWordsHeld(text: string): string {
  return text.trim().split(/\s+/).length >= 3 ? text.replace(/\s+(?=\S+\s*$)/, '\u00a0') : text;
}

/** A text whose dashes never start a line ("Welcome Experience — the first 90 days"): the space before one holds. */
export function dashesHeldBack(text: string): string {
  return text.replace(/ (?=[—–])/g, '\u00a0');
}
