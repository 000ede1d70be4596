// The editing host's bar above the editor (src/server/editing/host.ts): the draft site, Publish, who else is editing,
// and Sign out, on every editor page. It asks the host who else is editing every 20 s; under `npm run dev` there is
// no host to ask, and no bar. Keystatic fills the window's height: with the bar, it is given what is left (./frame.css).
import { useEffect } from 'react';
import { formTokenField, openFilePath, type HostFrame } from '../lib/editing-host.ts';
import { useHostAnswer } from './host-answer.ts';
import { pagePath, siteLocaleOf } from '../i18n/routes.ts';
import { fill } from '../lib/text.ts';
import { editorLanguage } from './language.ts';
import { words } from './words.ts';
import './frame.css';

export function HostBar() {
  const frame = useHostAnswer<HostFrame>(openFilePath);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-host-frame', frame !== null);
  }, [frame]);
  if (!frame) return null;
  const say = words.frame;
  return (
    <nav className="host-frame" aria-label={say.label}>
      <a href={pagePath('home', siteLocaleOf(editorLanguage))}>{say.draft}</a>
      <a href={`/publish?lang=${editorLanguage}`}>{say.publish}</a>
      <span role="status">{frame.others.length > 0 ? fill(say.editing, { names: frame.others.join(', ') }) : ''}</span>
      <form method="post" action="/sign-out">
        <input type="hidden" name="lang" value={editorLanguage} />
        <input type="hidden" name={formTokenField} value={frame.formToken} />
        <button>{say.signOut}</button>
      </form>
    </nav>
  );
}
