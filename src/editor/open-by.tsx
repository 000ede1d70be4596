// Who else has the file of the form on screen open now, asked of the editing host every 20 s while the form shows
// (src/server/editing/versions.ts): two people can then agree who goes first. A save that would overwrite the other's
// is refused anyway. Under `npm run dev` there is no host to ask, and nothing is said.
import { useEffect, useState } from 'react';
import { Text } from '@keystar/ui/typography';
import { openFilePath } from '../lib/editing-host.ts';
import { fileOf, type SavedAs } from './saved-files.ts';
import { words } from './words.ts';

/** How often the form says it is open, and asks who else has the file open. */
const everyMs = 20_000;

export function OpenBy({ saved }: { saved: SavedAs }) {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    const file = fileOf(saved);
    if (!file) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const asked = new AbortController();
    const ask = async () => {
      const response = await fetch(`${openFilePath}?${new URLSearchParams({ file })}`, { signal: asked.signal }).catch(
        () => null,
      );
      // No host (npm run dev), or no answer: nothing to say, and nothing more to ask.
      if (!response?.ok) {
        // Under `npm run dev` the answer is the site's 404 page, streamed: left unread, it never ends.
        void response?.body?.cancel();
        return;
      }
      setOthers(((await response.json()) as { others: string[] }).others);
      timer = setTimeout(() => void ask(), everyMs);
    };
    void ask();
    return () => {
      asked.abort();
      clearTimeout(timer);
    };
  }, [saved]);
  return (
    <div role="status" data-open-by>
      {others.length > 0 && <Text color="neutralSecondary">{words.openBy(others.join(', '))}</Text>}
    </div>
  );
}
