// The editor's own route, `astro dev` with local files only (injected by src/integrations/editor.ts): Keystatic's
// local mode keeps every entry as a file of the project, so what Keystatic offers no public way to ask or do is
// asked of the files themselves. `GET entries?dir=…&extension=…` lists a folder's saved entries (whether a case has
// its other language, whether an address is taken; with `name=field`, what each YAML entry is called); `GET
// files?dir=…&kind=…` lists the pictures or videos already in a folder of src/assets/, to choose again; `GET
// saved?file=…` says when an entry's file was last written (the form's "Saved at" line); `POST other-language` starts
// a case's other language from its saved version, every text marked for translation (./translation.ts), and never
// overwrites a file.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { load } from 'js-yaml';
import { isLocale, slugPattern } from '../i18n/routes.ts';
import {
  casesDir,
  type EntriesAnswer,
  type FilesAnswer,
  type OtherLanguageRequest,
  type RefusalAnswer,
  type SavedAtAnswer,
} from './dev-server.ts';
import { savedFilesHeader } from '../lib/editing-host.ts';
import { copiedForTranslation } from './translation.ts';

export const prerender = false;

const json = (status: number, body: EntriesAnswer | FilesAnswer | SavedAtAnswer | RefusalAnswer | { file: string }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (status: number, error: string) => json(status, { error });

/** A folder or a file of the content, checked: under `src/content/`, and nowhere above it. */
function contentPath(dir: string | null): string | null {
  if (!dir) return null;
  const normalized = path.posix.normalize(dir);
  return normalized.startsWith('src/content/') && !normalized.split('/').includes('..') ? normalized : null;
}

async function entries(root: string, query: URLSearchParams): Promise<Response> {
  const dir = contentPath(query.get('dir'));
  const extension = query.get('extension');
  if (!dir || (extension !== 'md' && extension !== 'yaml'))
    return refuse(400, 'entries needs dir (a folder under src/content/) and extension (md or yaml)');
  const files = await readdir(path.join(root, dir), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const suffix = `.${extension}`;
  const slugs = files
    .filter((file) => file.isFile() && file.name.endsWith(suffix))
    .map((file) => file.name.slice(0, -suffix.length));
  const field = query.get('name');
  if (!field || extension !== 'yaml') return json(200, { slugs });
  // Each entry's text in that field, where it has one (a file that is not YAML, or lacks it, names nothing).
  const names: Record<string, string> = {};
  for (const slug of slugs) {
    const data = await readFile(path.join(root, dir, `${slug}${suffix}`), 'utf8')
      .then((text) => load(text) as Record<string, unknown> | null)
      .catch(() => null);
    const name = data?.[field];
    if (typeof name === 'string' && name.trim() !== '') names[slug] = name;
  }
  return json(200, { slugs, names });
}

/** The kinds of file a picture or a video field may name (what the build reads, SVG a developer added among them). */
const fileKinds = { picture: /\.(?:jpe?g|png|webp|avif|gif|tiff?|svg)$/i, video: /\.mp4$/i };

async function files(root: string, query: URLSearchParams): Promise<Response> {
  const dir = path.posix.normalize(query.get('dir') ?? '');
  const kind = query.get('kind');
  const inAssets = dir === 'src/assets' || dir.startsWith('src/assets/');
  if (!inAssets || dir.split('/').includes('..') || (kind !== 'picture' && kind !== 'video'))
    return refuse(400, 'files needs dir (src/assets/ or a folder in it) and kind (picture or video)');
  const found = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const listed = found
    .filter((entry) => entry.isFile() && fileKinds[kind].test(entry.name))
    .map((entry) =>
      path.relative(path.join(root, dir), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  return json(200, { files: listed });
}

async function savedAt(root: string, query: URLSearchParams): Promise<Response> {
  const file = contentPath(query.get('file'));
  if (!file || !/\.(md|yaml)$/.test(file))
    return refuse(400, 'saved needs file (an .md or .yaml file under src/content/)');
  const written = await stat(path.join(root, file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return json(200, { savedAt: written?.mtimeMs ?? null });
}

function otherLanguageRequest(body: unknown): OtherLanguageRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { slug, from, to } = body as Record<string, unknown>;
  if (typeof slug !== 'string' || !slugPattern.test(slug) || !isLocale(from) || !isLocale(to) || from === to)
    return null;
  return { slug, from, to };
}

async function otherLanguage(root: string, request: Request): Promise<Response> {
  // JSON only: a page of another site cannot send it without asking first, and this route answers no such question.
  if (!request.headers.get('content-type')?.startsWith('application/json')) return refuse(415, 'send JSON');
  const asked = otherLanguageRequest(await request.json().catch(() => null));
  if (!asked) return refuse(400, 'other-language needs slug (like "huerta-urbana"), from and to (two languages)');
  const source = `${casesDir(asked.from)}/${asked.slug}.md`;
  const target = `${casesDir(asked.to)}/${asked.slug}.md`;
  let saved: string;
  try {
    saved = await readFile(path.join(root, source), 'utf8');
  } catch {
    return refuse(404, `${source} is not saved yet`);
  }
  let copy: string;
  try {
    copy = copiedForTranslation(saved, asked.from);
  } catch (error) {
    return refuse(422, `${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // `wx`: a version written meanwhile (by hand, in another tab) is never replaced.
    await writeFile(path.join(root, target), copy, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return refuse(409, `${target} exists already`);
    throw error;
  }
  const written = json(201, { file: target });
  // The editing host commits what the route wrote, and nothing else (src/server/editing/host.ts).
  written.headers.set(savedFilesHeader, JSON.stringify([target]));
  return written;
}

/** The route's answer to a request about the project in `root`. */
export function answer(root: string, action: string | undefined, request: Request): Promise<Response> {
  if (request.method === 'GET' && action === 'entries') return entries(root, new URL(request.url).searchParams);
  if (request.method === 'GET' && action === 'saved') return savedAt(root, new URL(request.url).searchParams);
  if (request.method === 'GET' && action === 'files') return files(root, new URL(request.url).searchParams);
  if (request.method === 'POST' && action === 'other-language') return otherLanguage(root, request);
  return Promise.resolve(refuse(404, 'ask GET entries, GET files, GET saved or POST other-language'));
}

// Keystatic's local mode writes where the dev server runs: so does this route.
export const ALL: APIRoute = ({ params, request }) => answer(process.cwd(), params.action, request);
