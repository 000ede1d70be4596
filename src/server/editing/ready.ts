// What can be published (docs/editing.md, "Every day", step 4): the saves not yet live, grouped as a
// marketer thinks of them (a case in both languages with its pictures, a client, a page's words, the card list),
// each checked on its own against the live site (./tree-check.ts), so one person's unfinished draft blocks only
// itself. A change that needs another to build (a new case's new client) brings it along.
import { load } from 'js-yaml';
import { inEditorLanguages, type Words } from '../../i18n/editor-languages.ts';
import type { Locale } from '../../i18n/routes.ts';
import {
  contentFileOf,
  contentRows,
  entryNamed,
  fileOf,
  hasEntries,
  isPerLanguage,
  languagesOf,
  rowId,
  type ContentRow,
} from '../../lib/content-registry.ts';
import { changedPages, type ChangedPage } from './changed-pages.ts';
import { checkTree, problemKey, type ContentTree, type TreeProblem } from './tree-check.ts';
import type { TreeFile, WorkingCopy } from './working-copy.ts';

export interface ReadyChange {
  /** Stable while the change is unpublished: `cases:aca`, `clients:aca`, `ui/home`, `cards`. */
  id: string;
  what: Words;
  files: string[];
  /** The pages it changes, for a link to the draft. */
  pages: ChangedPage[];
  /** Who saved it last, and when. */
  by: string | null;
  at: string | null;
  /** Other changes it cannot go live without (a new case's new client), by id. */
  brings: string[];
  /** Why it cannot go live yet; none when it can. */
  problems: TreeProblem[];
}

/**
 * The change a file belongs to: an entry in every language with its pictures (`cases:aca`), a file in every language
 * (`ui/home`), a single file with the pictures only it has (`cards`); any other picture goes with what names it.
 */
function changeOf(file: string): string {
  const found = contentFileOf(file);
  if (found) return found.entry ? `${rowId(found.row)}:${found.entry}` : rowId(found.row);
  const [, folder = '', name = ''] = /^src\/assets\/([^/]+)\/([^/.]+)/.exec(file) ?? [];
  const owners = contentRows.filter((row: ContentRow) => row.pictures === folder);
  const [owner] = owners;
  if (owner && owners.length === 1) return hasEntries(owner) ? `${rowId(owner)}:${name}` : rowId(owner);
  return `picture:${file}`;
}

/** Names a marketer knows a change by, in the editor's words: an entry by its name ("Case “Green Courtyard”"). */
function nameOf(id: string, read: (file: string) => string | undefined, files: string[]): Words {
  const [rowName, entry] = id.split(/:(.*)/);
  const row: ContentRow | undefined = contentRows.find((candidate: ContentRow) => rowId(candidate) === rowName);
  if (!row || entry === undefined || !row.item)
    return row?.label ?? changedPages(files)[0]?.what ?? inEditorLanguages(() => id);
  const { field } = row.item;
  /** The entry's name in a language's file (a Markdown file's frontmatter), if it has one. */
  const nameIn = (lang?: Locale) => {
    const text = read(fileOf(row, { entry, ...(lang ? { lang } : {}) })) ?? '';
    try {
      const data = load(/^---\n([\s\S]*?)\n?---/.exec(text)?.[1] ?? text) as Record<string, unknown> | undefined;
      return typeof data?.[field] === 'string' ? data[field] : undefined;
    } catch {
      return undefined;
    }
  };
  // Each editor language reads the name its own site language gives; an entry not yet in one goes by another's.
  const names = isPerLanguage(row) ? languagesOf(row).map((lang) => [lang, nameIn(lang)] as const) : [];
  const any = names.find(([, name]) => name)?.[1] ?? nameIn() ?? entry;
  return entryNamed(
    row.item.name,
    inEditorLanguages((editor) => names.find(([lang, name]) => lang === editor && name)?.[1] ?? any),
  );
}

/** The drafts against the live site: their changes, and a check of any set of their files put live together. */
export interface Drafts {
  /** Each change saved since the live commit and not in it, checked on its own, oldest saved first. */
  changes: ReadyChange[];
  /** What would stop the live site with `files` as the drafts have them, that the live site does not have already. */
  problemsWith: (files: readonly string[]) => TreeProblem[];
}

/** The drafts at `head` against the `live` commit. */
export async function readDrafts(copy: WorkingCopy, live: string, head: string): Promise<Drafts> {
  const changed = await copy.changedSince(live, head);
  if (changed.length === 0) return { changes: [], problemsWith: () => [] };
  const [liveTree, headTree] = await Promise.all([copy.contentTree(live), copy.contentTree(head)]);
  const isText = (file: string) => /^src\/content\/.+\.(md|yaml)$/.test(file);
  const texts = await copy.texts(
    [...liveTree, ...headTree].filter(([file]) => isText(file)).map(([, { object }]) => object),
  );
  /** The live tree with the head's version of `files`. */
  const treeWith = (files: Iterable<string>): ContentTree => {
    const tree = new Map<string, TreeFile>(liveTree);
    for (const file of files) {
      const now = headTree.get(file);
      if (now) tree.set(file, now);
      else tree.delete(file);
    }
    return {
      files: [...tree.keys()].filter(isText),
      has: (file) => tree.has(file),
      read: (file) => texts.get(tree.get(file)?.object ?? '') ?? '',
    };
  };
  const readHead = (file: string) => texts.get(headTree.get(file)?.object ?? liveTree.get(file)?.object ?? '');

  const groups = new Map<string, string[]>();
  for (const file of changed) groups.set(changeOf(file), [...(groups.get(changeOf(file)) ?? []), file]);
  const groupOf = new Map(changed.map((file) => [file, changeOf(file)]));
  const liveContent = treeWith([]);
  const known = new Set(checkTree(liveContent).problems.map(problemKey));
  const problemsWith = (files: readonly string[]) =>
    checkTree(treeWith(files)).problems.filter((problem) => !known.has(problemKey(problem)));

  const changes = await Promise.all(
    [...groups].map(async ([id, files]): Promise<ReadyChange> => {
      // Checked with what it brings, until it brings nothing more: a change's problems that another change of the
      // drafts mends (a picture or a client it names, the card that names a case it deletes) bring that change.
      const withIt = new Set([id]);
      let problems: TreeProblem[] = [];
      for (;;) {
        const check = checkTree(treeWith([...withIt].flatMap((each) => groups.get(each) ?? [])));
        problems = check.problems.filter((problem) => !known.has(problemKey(problem)));
        if (problems.length === 0) break;
        // What it names that is missing live, what another draft changes in a file it breaks, what it consulted.
        const wanted = [
          ...[...check.looked].filter((file) => !liveContent.has(file)),
          ...problems.map((problem) => problem.file),
          ...check.consulted,
        ];
        const more = wanted.flatMap((file) => {
          const group = groupOf.get(file);
          return group && !withIt.has(group) ? [group] : [];
        });
        if (more.length === 0) break;
        for (const group of more) withIt.add(group);
      }
      const last = await copy.lastChangeAfter(live, head, files);
      return {
        id,
        what: nameOf(id, readHead, files),
        files,
        pages: changedPages(files),
        by: last?.by ?? null,
        at: last?.at ?? null,
        brings: [...withIt].filter((each) => each !== id),
        problems,
      };
    }),
  );
  return { changes: changes.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '')), problemsWith };
}

/** The files of the changes chosen and of those they bring; none for a change that is not ready. */
export function filesToPublish(changes: readonly ReadyChange[], chosen: ReadonlySet<string>): string[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  const ready = changes.filter((change) => chosen.has(change.id) && change.problems.length === 0);
  return [...new Set(ready.flatMap((change) => [change.id, ...change.brings]))].flatMap(
    (id) => byId.get(id)?.files ?? [],
  );
}
