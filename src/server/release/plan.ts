// The rules of releases, apart from the files they touch (releases.ts does the work): what a release is called,
// which one a rollback goes back to, which ones a prune removes, and the manifest each release keeps.

/** How many releases a prune keeps unless told: the live one, the one to roll back to, and more history. */
export const defaultKeep = 10;

/** A release's folder name: when it was built (UTC, to the second), then its commit; names sort as builds ran. */
export function releaseName(builtAt: Date, shortCommit: string): string {
  return `${builtAt.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z-${shortCommit}`;
}

export const isReleaseName = (name: string) => /^\d{8}T\d{6}Z-[0-9a-f]{4,40}$/.test(name);

/** When a release was built, read back from its name (ISO 8601). */
export function builtAtOf(name: string): string {
  const [, year = '', month = '', day = '', hour = '', minute = '', second = ''] =
    /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name) ?? [];
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
}

/** The release a rollback from `current` goes back to: the newest one built before it. */
export function releaseBefore(names: readonly string[], current: string): string | undefined {
  return names
    .filter((name) => name < current)
    .sort()
    .at(-1);
}

/**
 * The releases a prune removes, newest first: all but the newest `keep`, the live one and the one a rollback from
 * the live one goes to (after a rollback, the live release may be older than the newest `keep`).
 */
export function releasesToPrune(names: readonly string[], current: string | undefined, keep: number): string[] {
  const newestFirst = [...names].sort().reverse();
  const kept = new Set(newestFirst.slice(0, keep));
  if (current !== undefined) {
    kept.add(current);
    const before = releaseBefore(names, current);
    if (before !== undefined) kept.add(before);
  }
  return newestFirst.filter((name) => !kept.has(name));
}

/** `--keep` or RELEASE_KEEP: a whole number of releases, at least the live one and the one to roll back to. */
export function parseKeep(value: string | undefined): number {
  if (value === undefined) return defaultKeep;
  const keep = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(keep >= 2)) throw new Error(`The number of releases to keep is a whole number, at least 2, not "${value}".`);
  return keep;
}

/** What a release says about itself, in `release.json` beside its build; written last, so it marks a finished one. */
export interface ReleaseManifest {
  name: string;
  /** The commit it was built from (full hash), its first line, author and time. */
  commit: string;
  subject: string;
  author: string;
  committedAt: string;
  /** Who ran the release (the operator, or the marketer who pressed Publish) and when. */
  builtBy: string;
  builtAt: string;
  /** The SITE_URL it was built for; null when unset (astro.config.mjs's default). */
  siteUrl: string | null;
  /** The build's own files under dist/client/_astro/ (relative to dist/client): named by their content's hash. */
  files: string[];
  /**
   * Files of another release's build linked in when the live site switched between the two (release name → its
   * files), so a page of either build finds its scripts, styles and pictures in both.
   */
  carried: Record<string, string[]>;
}

/** A path of the build's own asset folder, with nothing that could lead out of it. */
const assetFile = (file: unknown) =>
  typeof file === 'string' &&
  /^_astro\/[^/]/.test(file) &&
  !file.split('/').some((part) => part === '..' || part === '');

const text = ['name', 'commit', 'subject', 'author', 'committedAt', 'builtBy', 'builtAt'] as const;

/** A release.json, checked field by field (a manifest that is not what a release writes is refused, not guessed at). */
export function parseManifest(json: string): ReleaseManifest {
  const value = JSON.parse(json) as Record<string, unknown>;
  const wrong = (field: string) => new Error(`release.json: "${field}" is missing or not what a release writes.`);
  for (const field of text) if (typeof value[field] !== 'string') throw wrong(field);
  if (value.siteUrl !== null && typeof value.siteUrl !== 'string') throw wrong('siteUrl');
  if (!Array.isArray(value.files) || !value.files.every(assetFile)) throw wrong('files');
  const carried = value.carried;
  if (
    typeof carried !== 'object' ||
    carried === null ||
    !Object.values(carried).every((files) => Array.isArray(files) && files.every(assetFile))
  )
    throw wrong('carried');
  return value as unknown as ReleaseManifest;
}

/** The files of `outgoing`'s own build that `incoming` lacks: only its own, never what it carried itself. */
export function filesToCarry(outgoing: ReleaseManifest, incoming: ReleaseManifest): string[] {
  const present = new Set([...incoming.files, ...Object.values(incoming.carried).flat()]);
  return outgoing.files.filter((file) => !present.has(file));
}
