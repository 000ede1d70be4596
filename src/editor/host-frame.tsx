// The editing host's bar above the editor (src/server/editing/host.ts): the draft site, Publish, who else is editing,
// and Sign out, on every editor page. It asks the host who else is editing every 20 s; under `npm run dev` there is
// no host to ask, and no bar. Keystatic fills the window's height: with the bar, it is given what is left (./frame.css).
import { useEffect, useState } from 'react';
import { formTokenField, openFilePath, type HostFrame } from '../lib/editing-host.ts';
import { editorLanguage } from './language.ts';
import { words } from './words.ts';
import './frame.css';

/** How often the bar asks who else is editing: as often as a form says it is open (./open-by.tsx). */
const everyMs = 20_000;

export function HostBar() {
  const [frame, setFrame] = useState<HostFrame | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const asked = new AbortController();
    const ask = async () => {
      const response = await fetch(openFilePath, { signal: asked.signal }).catch(() => null);
      if (!response?.ok) {
        // Under `npm run dev` the answer is the site's 404 page, streamed: left unread, it never ends.
        void response?.body?.cancel();
        return;
      }
      setFrame((await response.json()) as HostFrame);
      timer = setTimeout(() => void ask(), everyMs);
    };
    void ask();
    return () => {
      asked.abort();
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-host-frame', frame !== null);
  }, [frame]);
  if (!frame) return null;
  const say = words.frame;
  return (
    <nav className="host-frame" aria-label={say.label}>
      <a href={`/${editorLanguage}`}>{say.draft}</a>
      <a href={`/publish?lang=${editorLanguage}`}>{say.publish}</a>
      <span role="status">{frame.others.length > 0 ? say.editing(frame.others.join(', ')) : ''}</span>
      <form method="post" action="/sign-out">
        <input type="hidden" name="lang" value={editorLanguage} />
        <input type="hidden" name={formTokenField} value={frame.formToken} />
        <button>{say.signOut}</button>
      </form>
    </nav>
  );
}
