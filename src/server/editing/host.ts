// The editing host (`npm run editor`, docs/deploy.md "The editing host"): marketers sign in from a browser and find
// the editor at /keystatic, the draft site (every page as it will look once published, rendered by Astro's dev server
// from the working copy) and the publish page (./publishing.ts). Every save becomes a git commit with the person's
// name, and none overwrites another's without a word (./versions.ts); Publish builds a release from the last commit
// and makes it live at once (src/server/release/); any earlier publish can be put back.
// Nothing but the sign-in page and its stylesheet answers without a session; nothing changes without the host's own
// origin, and the host's forms carry their session's token too. What a signed-in person can do, and what nobody can,
// is docs/deploy.md's "What the editing host trusts".
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { editorLocaleFrom } from '../../i18n/editor-languages.ts';
import { hstsHeader, securityHeaders } from '../policy.ts';
import { visitorOf, type TrustedProxies } from '../proxy.ts';
import type { SendOn } from '../release/releases.ts';
import type { Instances } from '../release/instances.ts';
import { accepts, forbidden, languageOf, readBody, readForm, redirect, sendPage, TooLong } from './answers.ts';
import { changedPages } from './changed-pages.ts';
import { checkPassword, readPeople } from './people.ts';
import { hostStyles, savedMeanwhile, signInPage, stylesPath } from './pages.ts';
import { publishing } from './publishing.ts';
import {
  carriesFormToken,
  cookieValue,
  sessionCookieHeader,
  signInLimits,
  type Session,
  type Sessions,
} from './sessions.ts';
import { fileVersions, type Change } from './versions.ts';
import type { DraftSite } from './draft-site.ts';
import type { WorkingCopy } from './working-copy.ts';
import {
  editorLanguageCookie,
  openFilePath,
  type HostFrame,
  saveChanges,
  savedFiles,
  savedFilesHeader,
} from '../../lib/editing-host.ts';

export interface EditingHostOptions {
  workingCopy: WorkingCopy;
  draft: Pick<DraftSite, 'handle' | 'send'>;
  peopleFile: string;
  sessions: Sessions;
  /** The folder holding releases/, current and history.jsonl. */
  releaseRoot: string;
  keep: number;
  sendOn?: SendOn | undefined;
  /** The site's instances, restarted onto each release (INSTANCE_PORTS, RESTART_COMMAND). */
  instances?: Instances | undefined;
  proxies: TrustedProxies;
  /** The live site's address (SITE_URL), for the publish page's links and the build. */
  siteUrl: string | null;
  say?: (line: string) => void;
}

/** What the editor posts to save: Keystatic's own routes and the editor's (src/editor/files-route.ts). */
const savesPath = /^\/api\/(keystatic|editor)\//;
/** Keystatic's save, and its read of one file by its version: what a save may overwrite is checked against those. */
const keystaticSave = '/api/keystatic/update';
const keystaticRead = /^\/api\/keystatic\/blob\/([0-9a-f]{40})\/(.+)$/;
/** The largest save the editor sends: its new pictures, base64 in JSON. */
const maxSaveBytes = 128 * 1024 * 1024;

/** The files a Keystatic save writes (with their bytes) and deletes; none for a body that is no save. */
function changesOf(body: Buffer): Change[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body.toString());
  } catch {
    // The dev server answers a body that is no JSON; there is nothing here to check.
  }
  return (saveChanges(parsed) ?? []).map(({ file, contents }) =>
    contents === undefined ? { file } : { file, contents: Buffer.from(contents, 'base64url') },
  );
}

/** Only paths of this host, never another site (`//evil.example`), may be where sign-in leads. */
const safeNext = (next: string | null) => (next && /^\/(?!\/)[^\\\s]*$/.test(next) ? next : '/keystatic');

export function createEditingHost(options: EditingHostOptions): Server {
  const { workingCopy, draft, sessions, proxies, say = () => {} } = options;
  const limits = signInLimits();
  const publishPage = publishing({
    workingCopy,
    releaseRoot: options.releaseRoot,
    keep: options.keep,
    sendOn: options.sendOn,
    instances: options.instances,
    siteUrl: options.siteUrl,
    say,
  });

  const versions = fileVersions(workingCopy.dir);
  // Sessions whose editor has loaded since it began or was last refused a save. Keystatic keeps unsaved text in the
  // browser and puts it back over the file after a reload, whatever version the file is now: the first editor page
  // of a session, and the first after a refusal, clear it, so the form starts from the file as it is.
  const freshEditors = new Set<string>();
  /** A save that went through: a commit in its person's name of the files it names, and nothing else. */
  const commitSave = async (session: Session, res: ServerResponse) => {
    if (res.statusCode >= 400) return;
    const files = savedFiles(res.getHeader(savedFilesHeader));
    try {
      const committed = await workingCopy.commitSaves(session.name, files);
      if (committed.length > 0) say(`${session.name} saved ${committed.join(', ')}.`);
    } catch (error) {
      say(`A save could not be committed: ${(error as Error).message}`);
    }
    await versions.saved(session.id, files);
  };
  // Saves one at a time: each is checked against the files as they are, and written, before the next is checked.
  let saves: Promise<unknown> = Promise.resolve();
  /** Keystatic's save, refused whole (409, saying who saved what meanwhile) where it would overwrite another's. */
  const save = (req: IncomingMessage, res: ServerResponse, session: Session) => {
    const turn = saves.then(async () => {
      const body = await readBody(req, maxSaveBytes);
      const overwritten = await versions.overwritten(session.id, changesOf(body));
      if (overwritten.length > 0) {
        const asked = cookieValue(req, editorLanguageCookie);
        const meanwhile = await Promise.all(
          overwritten.map(async (file) => ({
            what: changedPages([file])[0]!,
            ...(await workingCopy.lastChange(file)),
          })),
        );
        say(`${session.name}'s save was refused: ${overwritten.join(', ')} changed since they read it.`);
        versions.refused(session.id, overwritten);
        freshEditors.delete(session.id);
        res.writeHead(409, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(savedMeanwhile(editorLocaleFrom(asked), meanwhile));
        return;
      }
      await new Promise<void>((done) => {
        res.once('close', done);
        draft.send(req, res, body);
      });
      await commitSave(session, res);
    });
    saves = turn.catch(() => undefined);
    return turn;
  };

  return createServer(async (req, res) => {
    const visitor = visitorOf(req, proxies);
    const secure = visitor.protocol === 'https';
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (secure) res.setHeader('Strict-Transport-Security', hstsHeader);
    const url = new URL(req.url ?? '/', 'http://editing-host');
    const { pathname } = url;

    try {
      if (pathname === stylesPath) {
        res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(hostStyles);
        return;
      }
      // Anything that changes something comes from the host's own pages, which browsers say (Origin): from another
      // site's page, or from something that is no browser page at all, it is refused before it is read.
      const changes = !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '');
      if (changes && req.headers.origin !== visitor.origin) return forbidden(res);
      if (pathname === '/sign-in') {
        if (req.method === 'GET') {
          sendPage(res, 200, signInPage({ lang: languageOf(req, url), next: safeNext(url.searchParams.get('next')) }));
          return;
        }
        if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'GET, POST' }).end();
        const form = await readForm(req);
        const lang = languageOf(req, url, form);
        const name = (form.get('name') ?? '').trim();
        const next = safeNext(form.get('next'));
        const attempt = await limits.mayTry(visitor.address, name);
        if (!attempt.allowed) {
          sendPage(res, 429, signInPage({ lang, next, name, problem: attempt }), {
            'Retry-After': String(attempt.retryAfterSeconds),
          });
          return;
        }
        const person = await checkPassword(await readPeople(options.peopleFile), name, form.get('password') ?? '');
        if (!person) {
          const { triesLeft, waitSeconds } = await limits.failed(visitor.address, name);
          say(`Sign-in refused for "${name}" from ${visitor.address}.`);
          // The last try before a wait says so, and the try that starts one says how long it is.
          const problem = triesLeft === 0 ? { retryAfterSeconds: waitSeconds } : triesLeft === 1 ? 'lastTry' : 'wrong';
          sendPage(res, 401, signInPage({ lang, next, name, problem }));
          return;
        }
        await limits.succeeded(visitor.address, name);
        say(`${person.name} signed in from ${visitor.address}.`);
        redirect(res, next, { 'Set-Cookie': sessionCookieHeader(sessions.open(person.name), secure) });
        return;
      }

      const session = sessions.of(req);
      if (!session) {
        // A page asked for in the browser leads to sign-in and back; anything else answers nothing.
        const page = req.method === 'GET' && accepts(req, 'text/html');
        if (page) redirect(res, `/sign-in?next=${encodeURIComponent(pathname + url.search)}`);
        else res.writeHead(401, { 'Cache-Control': 'no-store' }).end();
        return;
      }

      if (pathname === '/sign-out' && req.method === 'POST') {
        // The host's own forms carry their session's token: a post made some other way changes nothing.
        if (!carriesFormToken(session, await readForm(req))) return forbidden(res);
        versions.forget(session.id);
        freshEditors.delete(session.id);
        sessions.close(req);
        redirect(res, '/sign-in', { 'Set-Cookie': sessionCookieHeader(null, secure) });
        return;
      }
      if (await publishPage.answer(req, res, url, session)) return;

      // Who else has a file open, asked by the editor's form while it shows that file; without one, by its bar.
      if (pathname === openFilePath && req.method === 'GET') {
        const file = url.searchParams.get('file');
        const answer = file
          ? { others: versions.open(session.id, session.name, file) }
          : ({ others: versions.editing(session.name), formToken: session.formToken } satisfies HostFrame);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(answer));
        return;
      }
      if (pathname === keystaticSave && req.method === 'POST') return await save(req, res, session);
      const editorPage = req.method === 'GET' && pathname.startsWith('/keystatic') && accepts(req, 'text/html');
      if (editorPage && !freshEditors.has(session.id)) {
        res.setHeader('Clear-Site-Data', '"storage"');
        freshEditors.add(session.id);
      }
      // The editor and the draft site. A file the editor reads is the version its form starts from; the editor's own
      // saves (a case's other language) are committed as Keystatic's are.
      const read = req.method === 'GET' ? keystaticRead.exec(pathname) : null;
      if (read)
        res.once('finish', () => {
          if (res.statusCode === 200) void versions.read(session.id, decodeURIComponent(read[2]!), read[1]!);
        });
      if (req.method !== 'GET' && req.method !== 'HEAD' && savesPath.test(pathname))
        res.once('finish', () => void commitSave(session, res));
      draft.handle(req, res);
    } catch (error) {
      const tooLong = error instanceof TooLong;
      if (!tooLong)
        say(`The editing host failed on ${req.method} ${pathname}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) res.writeHead(tooLong ? 413 : 500, { 'Cache-Control': 'no-store', Connection: 'close' });
      res.end();
    }
  });
}
