// What the editor asks the editing host again and again (src/server/editing/host.ts): who else has a file open, who
// else is editing. Under `npm run dev` there is no host, and nothing is asked twice.
import { useEffect, useState } from 'react';

/** How often a form says it is open and the bar asks who else edits: within the host's 45 s of "open now". */
const everyMs = 20_000;

/** The host's JSON answer at `address`, asked now and every 20 s while shown; null until then, or without a host. */
export function useHostAnswer<T>(address: string | null): T | null {
  const [answer, setAnswer] = useState<{ address: string; value: T } | null>(null);
  useEffect(() => {
    if (address === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const asked = new AbortController();
    const ask = async () => {
      const response = await fetch(address, { signal: asked.signal }).catch(() => null);
      if (!response?.ok) {
        // Under `npm run dev` the answer is the site's 404 page, streamed: left unread, it never ends.
        void response?.body?.cancel();
        return;
      }
      setAnswer({ address, value: (await response.json()) as T });
      timer = setTimeout(() => void ask(), everyMs);
    };
    void ask();
    return () => {
      asked.abort();
      clearTimeout(timer);
    };
  }, [address]);
  return answer && answer.address === address ? answer.value : null;
}
