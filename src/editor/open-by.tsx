// Who else has the file of the form on screen open now, asked of the editing host every 20 s while the form shows
// (src/server/editing/versions.ts): two people can then agree who goes first. A save that would overwrite the other's
// is refused anyway. Under `npm run dev` there is no host to ask, and nothing is said.
import { Text } from '@keystar/ui/typography';
import { openFilePath } from '../lib/editing-host.ts';
import { useHostAnswer } from './host-answer.ts';
import { fileOf, type SavedAs } from './saved-files.ts';
import { words } from './words.ts';
import { fill } from '../lib/text.ts';

export function OpenBy({ saved }: { saved: SavedAs }) {
  const file = fileOf(saved);
  const answer = useHostAnswer<{ others: string[] }>(file ? `${openFilePath}?${new URLSearchParams({ file })}` : null);
  const others = answer?.others ?? [];
  return (
    <div role="status" data-open-by>
      {others.length > 0 && <Text color="neutralSecondary">{fill(words.openBy, { names: others.join(', ') })}</Text>}
    </div>
  );
}
