// Which version of each content file each signed-in session started from, and who has which file open now, so that
// no save overwrites another's without a word (docs/editing.md, "Two people, one file"). Keystatic's editor reads
// every file through the host by its git blob id (`/api/keystatic/blob/<id>/<path>`). The first version a session
// reads is the one its form starts from, and stays its start (Keystatic puts unsaved text back over a newer version
// after a reload) until the session saves the file, or is refused and reads it again. A save is refused whole when
// a file changed since that start and the save would undo some of it; one that keeps every change made meanwhile
// (another field, another paragraph) goes through, as `git merge-file` would join them.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git } from './working-copy.ts';

/** A file's version as git and Keystatic name it: the SHA-1 of "blob <length>\0" and its bytes. */
export function blobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** A change a save asks for: a file written with its new bytes, or deleted. */
export interface Change {
  file: string;
  contents?: Uint8Array;
}

/** How long a session counts as having a file open after it last said so (the editor says so every 20 s). */
export const openForMs = 45_000;

/** The versions read lately, by id, to join a save with what changed since (content files: a few KB each). */
const keptVersions = 500;

/**
 * Whether `ours` (a save started from `base`) already holds every change `theirs` (the file now) made to `base`:
 * their three-way merge has no conflict and is `ours` itself.
 */
export async function keepsTheirChanges(base: Uint8Array, ours: Uint8Array, theirs: Uint8Array): Promise<boolean> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lumbre-merge-'));
  try {
    const [oursFile, baseFile, theirsFile] = ['ours', 'base', 'theirs'].map((name) => path.join(folder, name));
    await Promise.all([writeFile(oursFile!, ours), writeFile(baseFile!, base), writeFile(theirsFile!, theirs)]);
    const merged = await git(folder, ['merge-file', '-p', '--quiet', oursFile!, baseFile!, theirsFile!]);
    return merged.code === 0 && merged.stdout === Buffer.from(ours).toString('utf8');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface FileVersions {
  /**
   * `session` has read `file` as the version `id`: its start, if it had none, or was refused since (at once; the
   * promise keeps the version's bytes, to join a later save with).
   */
  read: (session: string, file: string, id: string) => Promise<void>;
  /** `session` saved these files: the versions now on disk are its own. */
  saved: (session: string, files: readonly string[]) => Promise<void>;
  /** The files of a save that would undo what changed since `session` started from them. */
  overwritten: (session: string, changes: readonly Change[]) => Promise<string[]>;
  /** `session` was refused a save of these files, and told: the next version it reads is its new start. */
  refused: (session: string, files: readonly string[]) => void;
  /** `session` (signed in as `name`) has `file` open; the names of the others who have it open now. */
  open: (session: string, name: string, file: string) => string[];
  /** The names of the others who have any file open now. */
  editing: (name: string) => string[];
  /** A session that ended reads nothing more and has nothing open. */
  forget: (session: string) => void;
}

/** A map's value for `key`, made first where it has none. */
function slot<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (!map.has(key)) map.set(key, make());
  return map.get(key)!;
}

export function fileVersions(dir: string, now: () => number = Date.now): FileVersions {
  /** Each session's start of each file: a version id, or null for a file that did not exist. */
  const starts = new Map<string, Map<string, string | null>>();
  const rereading = new Map<string, Set<string>>();
  const versions = new Map<string, Uint8Array>();
  const viewers = new Map<string, Map<string, { name: string; at: number }>>();
  const onDisk = async (file: string): Promise<Uint8Array | null> => {
    try {
      return await readFile(path.join(dir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const startsOf = (session: string) => slot(starts, session, () => new Map<string, string | null>());
  /** Keeps a version's bytes by its id, the newest `keptVersions` of them. */
  const keep = (id: string, bytes: Uint8Array) => {
    versions.delete(id);
    versions.set(id, bytes);
    if (versions.size > keptVersions) versions.delete(versions.keys().next().value!);
  };
  /** `session` starts from `file` as `id` (null: the file did not exist). */
  const start = (session: string, file: string, id: string | null) => {
    startsOf(session).set(file, id);
    rereading.get(session)?.delete(file);
  };
  /** The names of those who said so lately, but not this person (in this session or another). */
  const othersAmong = (said: Iterable<{ name: string; at: number }>, name: string) => [
    ...new Set(
      [...said].filter(({ name: who, at }) => who !== name && now() - at < openForMs).map(({ name: who }) => who),
    ),
  ];
  return {
    async read(session, file, id) {
      if (startsOf(session).has(file) && !rereading.get(session)?.has(file)) return;
      start(session, file, id);
      // The bytes on disk are the version just read, unless a save came in between: then only its id is known.
      const bytes = await onDisk(file);
      if (bytes && blobId(bytes) === id) keep(id, bytes);
    },
    async saved(session, files) {
      for (const file of files) {
        const bytes = await onDisk(file);
        const id = bytes && blobId(bytes);
        start(session, file, id);
        if (bytes && id) keep(id, bytes);
      }
    },
    async overwritten(session, changes) {
      const undone: string[] = [];
      for (const { file, contents } of changes) {
        const current = await onDisk(file);
        const currentId = current && blobId(current);
        // Never read: only a file that did not exist may be written (a new entry, a new picture).
        const startId = startsOf(session).get(file) ?? null;
        if (currentId === startId) continue;
        // Writing what is there already undoes nothing (the same picture, uploaded twice).
        if (contents && currentId === blobId(contents)) continue;
        const base = startId ? versions.get(startId) : undefined;
        if (contents && current && base && (await keepsTheirChanges(base, contents, current))) continue;
        undone.push(file);
      }
      return undone;
    },
    refused(session, files) {
      const told = slot(rereading, session, () => new Set<string>());
      for (const file of files) told.add(file);
    },
    open(session, name, file) {
      const here = slot(viewers, file, () => new Map<string, { name: string; at: number }>());
      here.set(session, { name, at: now() });
      return othersAmong(here.values(), name);
    },
    editing: (name) =>
      othersAmong(
        [...viewers.values()].flatMap((here) => [...here.values()]),
        name,
      ),
    forget(session) {
      starts.delete(session);
      rereading.delete(session);
      for (const here of viewers.values()) here.delete(session);
    },
  };
}
