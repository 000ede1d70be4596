// The editing host's own pages, in Spanish and English like the editor: sign-in and the publish page. Plain HTML
// with one stylesheet (`hostStyles`, served at /editing.css), so their policy allows no inline script or style.
import { editorLanguageTable, editorLocales, type EditorLocale } from '../../i18n/editor-languages.ts';
import { pagePath, siteLocaleOf } from '../../i18n/routes.ts';
import { fill } from '../../lib/text.ts';
import { escapeHtml } from '../contact/html.ts';
import type { HistoryEntry, PublishStage } from '../release/releases.ts';
import { builtAtOf } from '../release/plan.ts';
import type { ChangedPage } from './changed-pages.ts';
import { formTokenField } from '../../lib/editing-host.ts';
import { hostWord, type HostWord } from './words.ts';
import type { Save } from './working-copy.ts';

export const stylesPath = '/editing.css';

/** The hidden fields of a form of a signed-in page: its language, and its session's token (./sessions.ts). */
const formFields = (lang: EditorLocale, formToken: string) =>
  `<input type="hidden" name="lang" value="${lang}"><input type="hidden" name="${formTokenField}" value="${escapeHtml(formToken)}">`;

/** Links to the page in each other language, each named in its own ("English", "Español"). */
const otherLanguages = (lang: EditorLocale, query = '') =>
  editorLocales
    .filter((other) => other !== lang)
    .map((other) => `<a href="?lang=${other}${query}" lang="${other}">${editorLanguageTable[other].ownName}</a>`)
    .join('');

/** A page of the host; with the session's form token, signed in: a bar leads to the editor, the draft and out. */
function page(lang: EditorLocale, title: string, body: string, formToken?: string, reloadSeconds?: number): string {
  const say = (key: HostWord) => hostWord(lang, key);
  const header =
    formToken === undefined
      ? ''
      : `<header class="bar"><strong>Lumbre</strong><nav><a href="/keystatic">${say('editor')}</a><a href="${pagePath('home', siteLocaleOf(lang))}">${say('draft')}</a><a href="/publish?lang=${lang}">${say('publishTitle')}</a>${otherLanguages(lang)}<form method="post" action="/sign-out">${formFields(lang, formToken)}<button>${say('signOut')}</button></form></nav></header>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${reloadSeconds ? `<meta http-equiv="refresh" content="${reloadSeconds}">` : ''}<title>${escapeHtml(title)} · ${say('title')}</title><link rel="stylesheet" href="${stylesPath}"></head><body>${header}<main>${body}</main></body></html>`;
}

export interface SignInView {
  lang: EditorLocale;
  next: string;
  name?: string;
  problem?: 'wrong' | 'lastTry' | { retryAfterSeconds: number };
}

export function signInPage({ lang, next, name = '', problem }: SignInView): string {
  const say = (key: HostWord) => hostWord(lang, key);
  const message =
    problem === undefined
      ? ''
      : `<p class="problem" role="alert">${escapeHtml(
          typeof problem === 'string'
            ? say(problem)
            : fill(say('tooMany'), { minutes: String(Math.ceil(problem.retryAfterSeconds / 60)) }),
        )}</p>`;
  return page(
    lang,
    say('signIn'),
    `<h1>${say('signIn')}</h1><p>${say('signInLead')}</p>${message}<form method="post" action="/sign-in" class="sign-in"><input type="hidden" name="next" value="${escapeHtml(next)}"><input type="hidden" name="lang" value="${lang}"><label>${say('name')}<input name="name" autocomplete="username" required value="${escapeHtml(name)}"></label><label>${say('password')}<input name="password" type="password" autocomplete="current-password" required></label><button>${say('signIn')}</button></form><p>${otherLanguages(lang, `&amp;next=${encodeURIComponent(next)}`)}</p>`,
  );
}

export interface PublishView {
  lang: EditorLocale;
  /** The session's token, which every form of the page sends back. */
  formToken: string;
  /** The commit the page shows the drafts of: a publish puts live what it showed. */
  head: string;
  /** The unpublished changes, each ready or not; null before the first publish from here. */
  changes: ChangeView[] | null;
  /** Newest first: each publish or rollback, what it changed on the site, and whether its release is still kept. */
  history: (HistoryEntry & { changed: ChangedPage[] | null; kept: boolean })[];
  live: string | undefined;
  /** The live site's address, for its links. */
  siteUrl: string | null;
  /** The latest saves, newest first, with the pages each changed. */
  saves: (Save & { changed: ChangedPage[] })[];
  /** A publish under way: who started it, its stages (sending only where a release is sent on), the current one, and how long it has taken so far. */
  running?: { by: string; stages: readonly PublishStage[]; stage: PublishStage; seconds: number };
  /** What the last action did (published, rolled back, a save brought back: at the time named), or why it was refused. */
  outcome?: Outcome;
}

/** An unpublished change as the publish page lists it, in the page's language. */
export interface ChangeView {
  id: string;
  what: string;
  by: string | null;
  at: string | null;
  /** A page of the draft that shows it. */
  look: string | null;
  /** The changes it goes live with, by name. */
  brings: string[];
  /** Why it cannot go live yet, each with where to mend it in the editor. */
  problems: Said[];
  /** Ticked when the page opens. */
  chosen: boolean;
}

/** A sentence of the page, with where to mend it in the editor when it is about a field or a file. */
export interface Said {
  text: string;
  fix?: string;
}

/** A sentence and its link to the editor, if it has one. */
const saidHtml = (lang: EditorLocale, { text, fix }: Said) =>
  `${escapeHtml(text)}${fix ? ` <a href="${escapeHtml(fix)}">${hostWord(lang, 'fix')}</a>` : ''}`;

/** What an action on the publish page did: published, rolled back, a save brought back, at the time named; or why not. */
export type Outcome = { done: 'published' | 'rolled-back' | 'brought-back'; time: string } | { refused: Said[] };

/** A moment as the studio in Buenos Aires reads it, on a 24-hour clock. */
const formatIn = (lang: EditorLocale, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(editorLanguageTable[lang].dateLocale, {
    ...options,
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(date);

const timeIn = (lang: EditorLocale, iso: string) =>
  formatIn(lang, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));

/**
 * Why a save was refused (409): who saved each file it would overwrite, what it is and when ("Beto saved Case aca
 * (English) at 19:33"); `by` is null for a file changed outside the editor.
 */
export function savedMeanwhile(lang: EditorLocale, saves: { what: ChangedPage; by: string | null; at: string }[]) {
  const say = (key: HostWord) => hostWord(lang, key);
  const format = (options: Intl.DateTimeFormatOptions, date: Date) => formatIn(lang, options, date);
  const when = (iso: string) => {
    const date = new Date(iso);
    const time = format({ hour: '2-digit', minute: '2-digit' }, date);
    const today = format({ dateStyle: 'short' }, date) === format({ dateStyle: 'short' }, new Date());
    return today
      ? fill(say('atTime'), { time })
      : fill(say('onDay'), { day: format({ dateStyle: 'medium' }, date), time });
  };
  return saves
    .map(({ what, by, at }) =>
      fill(say('savedMeanwhile'), { who: by ?? say('someone'), what: what.what[lang], when: when(at) }),
    )
    .join('\n');
}

/** What a list of changed pages says in one line: each once, the first few, then how many more. */
function inOneLine(changed: readonly ChangedPage[], lang: EditorLocale): string {
  // A file shown alike in every language is named once.
  const names = [...new Set(changed.map(({ what, subject }) => (subject ?? what)[lang]))];
  const shown = names.slice(0, 4).join(', ');
  return names.length > 4 ? `${shown} ${fill(hostWord(lang, 'more'), { count: String(names.length - 4) })}` : shown;
}

const doneWords = { published: 'published', 'rolled-back': 'rolledBack', 'brought-back': 'broughtBack' } as const;

/** One change of the list: a box to choose it (none while a publish runs), who saved it, what it brings or blocks it. */
function changeItem(lang: EditorLocale, change: ChangeView, running: boolean): string {
  const say = (key: HostWord) => hostWord(lang, key);
  const ready = change.problems.length === 0;
  const box = running
    ? ''
    : `<input type="checkbox" name="change" value="${escapeHtml(change.id)}"${change.chosen ? ' checked' : ''}${ready ? '' : ' disabled'}> `;
  const saved = change.at
    ? `<span class="hint">${escapeHtml(fill(say('savedBy'), { who: change.by ?? say('someone') }))} · <time datetime="${escapeHtml(change.at)}">${escapeHtml(timeIn(lang, change.at))}</time></span>`
    : '';
  const look = change.look ? ` · <a href="${escapeHtml(change.look)}">${say('look')}</a>` : '';
  const brings =
    ready && change.brings.length > 0
      ? `<p class="hint">${escapeHtml(fill(say('brings'), { what: change.brings.join(', ') }))}</p>`
      : '';
  const problems = ready
    ? ''
    : `<div class="problem"><p>${say('notReady')}</p><ul>${change.problems
        .map((said) => `<li>${saidHtml(lang, said)}</li>`)
        .join('')}</ul></div>`;
  return `<li data-change="${escapeHtml(change.id)}"><label>${box}<strong>${escapeHtml(change.what)}</strong></label> ${saved}${look}${brings}${problems}</li>`;
}

/** A publish under way: who started it, the time so far, and its stages, the current one marked. */
function progress(
  lang: EditorLocale,
  { by, stages: all, stage, seconds }: NonNullable<PublishView['running']>,
): string {
  const say = (key: HostWord) => hostWord(lang, key);
  const reached = all.indexOf(stage);
  const stages = all
    .map((each, index) => {
      const state = index < reached ? 'done' : index === reached ? 'current' : 'next';
      return `<li data-stage="${state}"${state === 'current' ? ' aria-current="step"' : ''}>${say(each)}</li>`;
    })
    .join('');
  const said = fill(say('running'), { who: by, seconds: String(Math.round(seconds)) });
  return `<section class="progress" role="status" data-publish-progress><p>${escapeHtml(said)}</p><ol>${stages}</ol></section>`;
}

export function publishPage(view: PublishView): string {
  const { lang, formToken, changes, history, saves, live, siteUrl, outcome, running } = view;
  const say = (key: HostWord) => hostWord(lang, key);
  const fields = formFields(lang, formToken);
  const liveLink = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path);
  const said =
    outcome === undefined
      ? ''
      : 'refused' in outcome
        ? `<section class="problem" role="alert"><h2>${say('refused')}</h2><ul>${outcome.refused.map((said) => `<li>${saidHtml(lang, said)}</li>`).join('')}</ul></section>`
        : `<p class="done" role="status">${escapeHtml(fill(say(doneWords[outcome.done]), { time: timeIn(lang, outcome.time) }))}${outcome.done === 'brought-back' ? '' : ` <a href="${escapeHtml(liveLink(`/${lang}`))}">${say('liveSite')}</a>`}</p>`;
  const changeList =
    changes === null
      ? `<p>${say('firstPublish')}</p>`
      : changes.length === 0
        ? `<p>${say('noChanges')}</p>`
        : `<ul class="changes">${changes.map((change) => changeItem(lang, change, Boolean(running))).join('')}</ul>`;
  const canPublish = !running && (changes === null || changes.some((change) => change.problems.length === 0));
  const publishForm = running
    ? progress(lang, running)
    : canPublish
      ? `<button class="primary">${say(changes === null ? 'publishButton' : 'publishChosen')}</button><p class="hint">${say('publishing')}</p>`
      : '';
  const publishSection =
    changes !== null && changes.length > 0 && !running
      ? `<form method="post" action="/publish">${fields}<input type="hidden" name="head" value="${escapeHtml(view.head)}"><p class="hint">${say('changesLead')}</p>${changeList}${publishForm}</form>`
      : changes === null && canPublish
        ? `${changeList}<form method="post" action="/publish">${fields}${publishForm}</form>`
        : `${changeList}${publishForm}`;
  const historyList =
    history.length === 0
      ? `<p>${say('noHistory')}</p>`
      : `<ol class="history">${history
          .map((entry, index) => {
            const who = fill(say(entry.action === 'publish' ? 'publishedBy' : 'rolledBackBy'), {
              who: entry.by,
              when: timeIn(lang, builtAtOf(entry.release)),
            });
            // The newest line of the live release is the live one; an older release can come back while it is kept.
            const isLive = entry.release === live && history.findIndex(({ release }) => release === live) === index;
            const action = isLive
              ? `<span class="live">${say('live')}</span>`
              : entry.kept && !running
                ? `<a class="button" href="/publish/rollback?${escapeHtml(new URLSearchParams({ release: entry.release, lang }).toString())}">${say('putBack')}</a>`
                : '';
            const changed =
              entry.changed === null
                ? say('firstInHistory')
                : entry.changed.length === 0
                  ? say('nothingChanged')
                  : inOneLine(entry.changed, lang);
            return `<li><time datetime="${escapeHtml(entry.at)}">${escapeHtml(timeIn(lang, entry.at))}</time> · ${escapeHtml(who)}: ${escapeHtml(changed)} ${action}</li>`;
          })
          .join('')}</ol>`;
  const saveList =
    saves.length === 0
      ? `<p>${say('noSaves')}</p>`
      : `<ol class="saves">${saves
          .map(
            (save, index) =>
              `<li><time datetime="${escapeHtml(save.at)}">${escapeHtml(timeIn(lang, save.at))}</time> · ${escapeHtml(fill(say('savedBy'), { who: save.by }))}: ${escapeHtml(inOneLine(save.changed, lang))}${
                index === 0
                  ? ''
                  : ` <form method="post" action="/publish/restore">${fields}<input type="hidden" name="save" value="${escapeHtml(save.commit)}"><button>${say('bringBack')}</button></form>`
              }</li>`,
          )
          .join('')}</ol>`;
  return page(
    lang,
    say('publishTitle'),
    `<h1>${say('publishTitle')}</h1>${said}<section><h2>${say('changesTitle')}</h2>${publishSection}</section><section><h2>${say('historyTitle')}</h2>${historyList}</section><section><h2>${say('savesTitle')}</h2><p class="hint">${say('savesLead')}</p>${saveList}</section>`,
    formToken,
    // A publish under way: the page reloads itself until it is done, with no script.
    running ? 2 : undefined,
  );
}

/** Asks before an earlier publish goes live again: which pages of the live site it changes. */
export function rollbackPage({
  lang,
  formToken,
  release,
  changes,
}: {
  lang: EditorLocale;
  formToken: string;
  /** The release to go back to, by its name. */
  release: string;
  changes: ChangedPage[] | null;
}): string {
  const say = (key: HostWord) => hostWord(lang, key);
  const title = fill(say('confirmTitle'), { when: timeIn(lang, builtAtOf(release)) });
  const listed =
    changes && changes.length > 0
      ? `<p>${say('confirmLead')}</p><ul class="changes">${changes.map(({ what }) => `<li>${escapeHtml(what[lang])}</li>`).join('')}</ul>`
      : `<p>${say('confirmNothing')}</p>`;
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>${listed}<p class="hint">${say('confirmKeep')}</p><form method="post" action="/publish/rollback" class="actions">${formFields(lang, formToken)}<input type="hidden" name="release" value="${escapeHtml(release)}"><button class="primary">${say('confirm')}</button><a href="/publish?lang=${lang}">${say('cancel')}</a></form>`,
    formToken,
  );
}

/** The host's pages' one stylesheet: the site's paper, ink and blue, and nothing to download. */
export const hostStyles = `
:root { color-scheme: light; --paper: #f4f2ee; --ink: #111; --blue: #1f3bff; --red: #c8281e; --line: #d6d2ca; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 44rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 2rem; margin: 0 0 1rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; }
a { color: var(--blue); }
.bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--line); background: #fff; }
.bar nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; }
.bar form { margin: 0; }
button, .button { display: inline-block; font: inherit; padding: 0.5rem 1rem; border: 1px solid var(--ink); border-radius: 999px; background: #fff; color: var(--ink); text-decoration: none; cursor: pointer; }
button.primary { background: var(--blue); border-color: var(--blue); color: #fff; font-weight: 600; padding: 0.75rem 1.5rem; }
:focus-visible { outline: 3px solid var(--blue); outline-offset: 2px; }
.sign-in { display: grid; gap: 1rem; max-width: 22rem; }
.sign-in label { display: grid; gap: 0.25rem; font-weight: 600; }
input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid var(--line); border-radius: 0.5rem; background: #fff; }
.problem { border-left: 4px solid var(--red); padding: 0.5rem 1rem; background: #fff; }
.problem h2 { margin-top: 0; }
.done { border-left: 4px solid var(--blue); padding: 0.5rem 1rem; background: #fff; }
.changes li, .history li, .saves li { margin-bottom: 0.5rem; }
.changes { list-style: none; padding: 0; }
.changes > li { padding: 0.75rem 0; border-bottom: 1px solid var(--line); }
.changes input[type="checkbox"] { width: 1.25rem; height: 1.25rem; margin: 0 0.5rem 0 0; vertical-align: -0.2rem; accent-color: var(--blue); }
.changes p { margin: 0.35rem 0 0; }
.changes .problem { margin-top: 0.5rem; }
.changes .problem ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.history form, .saves form { display: inline; }
.live { font-weight: 600; color: var(--blue); }
.actions { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; align-items: center; }
.progress { border-left: 4px solid var(--blue); padding: 0.5rem 1rem; background: #fff; }
.progress ol { padding-left: 1.5rem; }
.progress [data-stage="done"] { color: #555; }
.progress [data-stage="done"]::marker { content: '✓  '; }
.progress [data-stage="current"] { font-weight: 600; }
.progress [data-stage="current"]::after { content: ' …'; }
.hint { color: #555; font-size: 0.9rem; }
`;
