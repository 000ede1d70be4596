// The content of a tree of files checked as the build checks it (src/content.config.ts), without building: each entry
// against its schema, the pictures, clients and cases it names, every case in every language. The publish page runs
// it on each change before offering it (./ready.ts): milliseconds, where a build takes twenty seconds.
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'astro/zod';
import { locales, type Locale } from '../../i18n/routes.ts';
import { caseProblems, type CaseProblem } from '../../lib/content-checks.ts';
import {
  contentFileOf,
  entryIdOf,
  fileOf,
  fileOfEntry,
  joinWords,
  languagesOf,
  rowsOf,
  schemaOf,
  type CollectionName,
} from '../../lib/content-registry.ts';
import type { ContentContext } from '../../lib/schemas/meta.ts';
import { categoryIds } from '../../lib/schemas/categories.ts';

/** A tree of files: the live site's, with some of the drafts' changes. */
export interface ContentTree {
  /** Its content files (Markdown and YAML under src/content/). */
  files: readonly string[];
  /** Whether it holds a file, content or picture. */
  has: (file: string) => boolean;
  /** A content file's text. */
  read: (file: string) => string;
}

/** What stops a tree from building, each naming the file to mend (and, for a field, the field). */
export type TreeProblem = { file: string } & (
  | { kind: 'field'; collection: CollectionName; id: string; path: string; issue: FieldIssue }
  | { kind: 'unreadable'; line: number; message: string }
  | { kind: 'missingWords'; lang: Locale }
  | CaseProblem
);

/** What zod says of a field, as data: its code, and the limit it passed (a length, a count), never its English. */
export interface FieldIssue {
  code: string;
  /** The least or most it holds, for `too_small` and `too_big`; the kind of value measured. */
  limit?: number;
  origin?: string;
  /** Whether the field is absent from the file. */
  missing?: boolean;
  /** The schema's own sentence, for a check of ours (a `custom` refinement): said only where nothing better is known. */
  message: string;
}

export interface TreeCheck {
  problems: TreeProblem[];
  /** The files the checks looked for (a picture, a client): what the entries depend on. */
  looked: Set<string>;
  /** The files whose content the checks read besides the entries' own (the filter's tabs). */
  consulted: Set<string>;
}

const frontmatter = /^---\n([\s\S]*?)\n?---\n?([\s\S]*)$/;

/** A problem's identity, to tell the problems a change brings from those the live site has already. */
export const problemKey = (problem: TreeProblem) => JSON.stringify(problem);

export function checkTree(tree: ContentTree): TreeCheck {
  const problems: TreeProblem[] = [];
  const looked = new Set<string>();
  const consulted = new Set<string>();
  const has = (file: string) => (looked.add(file), tree.has(file));
  const tabs = () => {
    const categories = fileOf(rowsOf('categories')[0]!);
    consulted.add(categories);
    return tree.has(categories) ? categoryIds(load(tree.read(categories))) : [];
  };
  /** The build's context for one file: its pictures are read from its folder. */
  const contextOf = (file: string): ContentContext => ({
    image: (() =>
      z.string().refine((picture) => has(path.posix.join(path.posix.dirname(file), picture)), {
        error: (issue) => `no picture ${String(issue.input)}`,
      })) as unknown as ContentContext['image'],
    exists: has,
    categories: tabs,
  });
  /** YAML read, or a problem saying where it cannot be; `offset`, the lines before it (a frontmatter's ---). */
  const parse = (file: string, text: string, offset = 0): unknown => {
    try {
      return load(text) ?? {};
    } catch (error) {
      const { reason, mark } = error as { reason?: string; mark?: { line?: number } };
      const line = (mark?.line ?? 0) + 1 + offset;
      problems.push({ file, kind: 'unreadable', line, message: reason ?? String(error) });
      return undefined;
    }
  };
  const check = (collection: CollectionName, id: string, data: unknown, file: string) => {
    const checked = z.safeParse(schemaOf(collection, contextOf(file)), data);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const field = issue.path.map(String).join('.');
      const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
      problems.push({
        file: collection === 'ui' ? fileOfEntry('ui', id, field) : file,
        kind: 'field',
        collection,
        id,
        path: field,
        issue: {
          code: issue.code,
          ...(typeof limit === 'number' ? { limit } : {}),
          ...('origin' in issue && typeof issue.origin === 'string' ? { origin: issue.origin } : {}),
          ...(issue.code === 'invalid_type' && issue.input === undefined ? { missing: true } : {}),
          message: issue.message,
        },
      });
    }
  };

  const cases = new Map<string, { body: string }>();
  for (const file of tree.files) {
    const found = contentFileOf(file);
    // The site's words are checked below, joined.
    if (!found || found.row.collection === 'ui') continue;
    const { collection } = found.row;
    const id = entryIdOf(found);
    if (file.endsWith('.md')) {
      const [, data = '', body = ''] = frontmatter.exec(tree.read(file)) ?? [];
      cases.set(id, { body });
      const parsed = parse(file, data, 1);
      if (parsed !== undefined) check(collection, id, parsed, file);
    } else {
      const parsed = parse(file, tree.read(file));
      if (parsed !== undefined) check(collection, id, parsed, file);
    }
  }
  for (const problem of caseProblems(cases)) problems.push({ ...problem, file: fileOfEntry('cases', problem.id) });
  // The site's words: a language's parts joined into one entry, as the build reads them.
  for (const lang of locales) {
    const words = joinWords((row) => {
      const file = fileOf(row, { lang });
      if (!tree.has(file)) {
        if (languagesOf(row).includes(lang)) problems.push({ file, kind: 'missingWords', lang });
        return undefined;
      }
      return parse(file, tree.read(file)) as Record<string, unknown> | undefined;
    });
    check('ui', lang, words, fileOf(rowsOf('ui')[0]!, { lang }));
  }
  return { problems, looked, consulted };
}
