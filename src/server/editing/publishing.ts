// The editing host's publish page (docs/editing.md, "Every day"): what is saved but not live, Publish, the history of
// publishes with a way back to each, and the saved versions. A publish runs in the background, one at a time, and the
// page shows its stages and the time so far, reloading itself until it is done (no script needed), so a second press
// starts nothing. Putting an earlier publish back asks first, saying which pages of the live site it changes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  listReleases,
  publish,
  readHistory,
  ReleaseError,
  rollback,
  publishStages,
  type PublishStage,
  type SendOn,
  NotReadyError,
} from '../release/releases.ts';
import type { Instances } from '../release/instances.ts';
import { forbidden, languageOf, readForm, redirect, sendPage } from './answers.ts';
import { changedPages, type ChangedPage } from './changed-pages.ts';
import { buildFailure, busyProblem, nothingChosen, saidOf } from './problems.ts';
import { filesToPublish, readDrafts } from './ready.ts';
import { publishPage, rollbackPage, type Outcome, type PublishView, type Said } from './pages.ts';
import { carriesFormToken, type Session } from './sessions.ts';
import { hostWord } from './words.ts';
import type { WorkingCopy } from './working-copy.ts';
import { developerLanguage } from '../../i18n/editor-languages.ts';

export interface PublishingOptions {
  workingCopy: WorkingCopy;
  /** The folder holding releases/, current and history.jsonl. */
  releaseRoot: string;
  keep: number;
  sendOn?: SendOn | undefined;
  /** The site's instances, restarted onto each release (INSTANCE_PORTS, RESTART_COMMAND). */
  instances?: Instances | undefined;
  /** The live site's address (SITE_URL), for the page's links and the build. */
  siteUrl: string | null;
  say: (line: string) => void;
}

/** The publishes and the saves the page lists, newest first. */
const historyShown = 30;
const savesShown = 30;
/** How long the page says how the last publish ended. */
const outcomeShownMs = 10 * 60_000;

/** The publish under way, or the last one and how it ended. */
interface Job {
  by: string;
  startedAt: number;
  stage: PublishStage;
  outcome?: Outcome;
  endedAt?: number;
}

export function publishing(options: PublishingOptions) {
  const { workingCopy, releaseRoot, say } = options;
  let job: Job | null = null;
  /** What a publish goes through: sending on where a release is sent on (PUBLISH_COMMAND), restarting where instances are told. */
  const stages = publishStages.filter(
    (stage) => (stage !== 'sending' || options.sendOn) && (stage !== 'restarting' || options.instances),
  );
  /** Between a press and its build's start, the commit is being made: a second press starts nothing meanwhile. */
  let preparing = false;
  const running = () => preparing || (job !== null && job.outcome === undefined);

  // What a publish changed, between two commits: it never changes, so each pair is asked of git once.
  const changesBetween = new Map<string, Promise<ChangedPage[] | null>>();
  const publishChanges = (before: string, commit: string) => {
    const key = `${before}..${commit}`;
    if (!changesBetween.has(key))
      changesBetween.set(
        key,
        workingCopy.changedSince(before, commit).then(changedPages, () => null),
      );
    return changesBetween.get(key)!;
  };

  const view = async (
    lang: PublishView['lang'],
    { formToken, name: by }: Session,
    outcome?: Outcome,
  ): Promise<PublishView> => {
    // Read first: a publish that ends while the rest is read still shows as running, so the page reloads once more
    // and shows the live site it made, not the changes it has just published.
    const underWay =
      running() && job ? { by: job.by, stages, stage: job.stage, seconds: (Date.now() - job.startedAt) / 1000 } : null;
    const releases = await listReleases(releaseRoot);
    const live = releases.find((release) => release.live);
    const liveCommit = live?.commit;
    const head = await workingCopy.head();
    const ready = liveCommit ? (await readDrafts(workingCopy, liveCommit, head)).changes : null;
    const names = new Map(ready?.map((change) => [change.id, change.what[lang]]));
    const changes =
      ready?.map((change) => ({
        id: change.id,
        what: change.what[lang],
        by: change.by,
        at: change.at,
        // A page of the draft in the page's language, if the change shows on one.
        look:
          (change.pages.find((page) => page.path?.startsWith(`/${lang}`)) ?? change.pages.find((page) => page.path))
            ?.path ?? null,
        brings: change.brings.map((id) => names.get(id) ?? id),
        problems: change.problems.map((problem) => saidOf(problem, lang)),
        // What the person saved is what they are likely to publish; anyone can choose any other.
        chosen: change.problems.length === 0 && change.by === by,
      })) ?? null;
    const kept = new Set(releases.map((release) => release.name));
    const recorded = await readHistory(releaseRoot);
    // What each changed: the content between the commit live before it (the next line down) and its own; unknown
    // (null) for the first, or where this checkout lacks a commit.
    const history = await Promise.all(
      recorded.slice(0, historyShown).map(async (entry, index) => {
        const before = recorded[index + 1]?.commit;
        const changed = before ? await publishChanges(before, entry.commit) : null;
        return { ...entry, changed, kept: kept.has(entry.release) };
      }),
    );
    const saves = (await workingCopy.saves(savesShown)).map((save) => ({ ...save, changed: changedPages(save.files) }));
    // The end of a publish still shown as running is told on the next reload.
    const lastEnded =
      !underWay && job?.endedAt !== undefined && Date.now() - job.endedAt < outcomeShownMs ? job.outcome : undefined;
    return {
      lang,
      formToken,
      head,
      changes,
      history,
      saves,
      live: live?.name,
      siteUrl: options.siteUrl,
      ...(underWay ? { running: underWay } : {}),
      ...((outcome ?? lastEnded) ? { outcome: outcome ?? lastEnded } : {}),
    };
  };

  /**
   * The commit to publish: the live site with the chosen changes and what they bring, as saved at `head`; HEAD
   * itself before the first publish, or when everything is chosen. Refused when nothing chosen can go live, or when
   * the changes chosen, together, would break the site (each was checked on its own).
   */
  const commitToPublish = async (
    session: Session,
    chosen: Set<string>,
    asked: string | null,
    lang: PublishView['lang'],
  ): Promise<{ commit: string } | { refused: Said[] }> => {
    const live = (await listReleases(releaseRoot)).find((release) => release.live)?.commit;
    const latest = await workingCopy.head();
    if (!live) return { commit: latest };
    // The page's head, so what goes live is what the page showed; the latest, if it is not a commit of this copy.
    const known = (commit: string) =>
      workingCopy.changedSince(commit, latest).then(
        () => true,
        () => false,
      );
    const head = asked && /^[0-9a-f]{40}$/.test(asked) && (await known(asked)) ? asked : latest;
    const drafts = await readDrafts(workingCopy, live, head);
    const files = filesToPublish(drafts.changes, chosen);
    if (files.length === 0) return { refused: [{ text: nothingChosen(lang) }] };
    const problems = drafts.problemsWith(files);
    if (problems.length > 0) return { refused: problems.map((problem) => saidOf(problem, lang)) };
    if (head === latest && files.length === new Set(drafts.changes.flatMap((change) => change.files)).size)
      return { commit: head };
    const names = drafts.changes
      .filter((change) => chosen.has(change.id))
      .map((change) => change.what[developerLanguage]);
    const message = `${session.name} published ${names.join(', ')}`;
    return { commit: await workingCopy.commitPart(live, head, files, session.name, message) };
  };

  /** Builds and switches in the background; the page shows its stage until it ends, then how it ended. */
  const start = (session: Session, lang: PublishView['lang'], commit: string) => {
    const started: Job = { by: session.name, startedAt: Date.now(), stage: 'preparing' };
    job = started;
    say(`${session.name} publishes.`);
    const end = (outcome: Outcome) => Object.assign(started, { outcome, endedAt: Date.now() });
    publish({
      root: releaseRoot,
      source: workingCopy.dir,
      commit,
      by: session.name,
      keep: options.keep,
      sendOn: options.sendOn,
      instances: options.instances,
      env: options.siteUrl ? { ...process.env, SITE_URL: options.siteUrl } : process.env,
      say,
      stage: (stage) => (started.stage = stage),
    }).then(
      ({ release }) => end({ done: 'published', time: release.builtAt }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        say(message);
        const text = error instanceof NotReadyError ? hostWord(lang, 'notStarted') : buildFailure(message, lang);
        end({ refused: [{ text }] });
      },
    );
  };

  return {
    /** Answers the publish page's addresses (/publish…) for a signed-in session; false for any other. */
    async answer(req: IncomingMessage, res: ServerResponse, url: URL, session: Session): Promise<boolean> {
      const { pathname } = url;
      if (!pathname.startsWith('/publish')) return false;
      if (req.method === 'GET' && pathname === '/publish') {
        sendPage(res, 200, publishPage(await view(languageOf(req, url), session)));
        return true;
      }
      if (req.method === 'GET' && pathname === '/publish/rollback') {
        const lang = languageOf(req, url);
        const name = url.searchParams.get('release') ?? '';
        const releases = await listReleases(releaseRoot);
        const target = releases.find((release) => release.name === name);
        const live = releases.find((release) => release.live);
        if (!target || !live || target.live) return (void redirect(res, `/publish?lang=${lang}`), true);
        const changes = await publishChanges(live.commit, target.commit);
        sendPage(res, 200, rollbackPage({ lang, formToken: session.formToken, release: target.name, changes }));
        return true;
      }
      if (req.method !== 'POST') return (void res.writeHead(405, { Allow: 'GET, POST' }).end(), true);
      // The page's own forms carry their session's token: a post made some other way changes nothing.
      const form = await readForm(req);
      if (!carriesFormToken(session, form)) return (forbidden(res), true);
      const lang = languageOf(req, url, form);
      if (pathname === '/publish') {
        if (!running()) {
          preparing = true;
          const chosen = await commitToPublish(session, new Set(form.getAll('change')), form.get('head'), lang).finally(
            () => (preparing = false),
          );
          if ('refused' in chosen)
            return (void sendPage(res, 422, publishPage(await view(lang, session, chosen))), true);
          start(session, lang, chosen.commit);
        }
        redirect(res, `/publish?lang=${lang}`);
        return true;
      }
      if (pathname === '/publish/restore') {
        const commit = form.get('save') ?? '';
        const known = (await workingCopy.saves(savesShown)).find((save) => save.commit === commit);
        if (!known) return (void res.writeHead(400, { 'Cache-Control': 'no-store' }).end(), true);
        const files = await workingCopy.bringBack(commit, session.name);
        say(
          `${session.name} brought back ${files.join(', ') || 'nothing (already as saved)'} as saved at ${known.at}.`,
        );
        const outcome: Outcome = { done: 'brought-back', time: known.at };
        sendPage(res, 200, publishPage(await view(lang, session, outcome)));
        return true;
      }
      if (pathname === '/publish/rollback') {
        const name = form.get('release') ?? '';
        let outcome: Outcome = { refused: [{ text: busyProblem(lang) }] };
        if (!running())
          try {
            say(`${session.name} puts ${name} back.`);
            await rollback(releaseRoot, name, {
              by: session.name,
              sendOn: options.sendOn,
              instances: options.instances,
              say,
            });
            const release = (await listReleases(releaseRoot)).find((candidate) => candidate.name === name);
            outcome = { done: 'rolled-back', time: release?.builtAt ?? new Date().toISOString() };
          } catch (error) {
            if (!(error instanceof ReleaseError)) throw error;
            say(error.message);
            outcome = { refused: [{ text: buildFailure(error.message, lang) }] };
          }
        const status = 'refused' in outcome ? 422 : 200;
        sendPage(res, status, publishPage(await view(lang, session, outcome)));
        return true;
      }
      return false;
    },
  };
}
