// Small helpers for the site's copy texts.

/** Replaces `{key}` placeholders of a copy text ("Step {current} of {total}", "at most {max}", "{count} projects"). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
