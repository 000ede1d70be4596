// Keystatic's API under `astro dev` (`/api/keystatic/…`, injected by src/integrations/editor.ts in place of
// Keystatic's own route): Keystatic's handler (`makeHandler`, its documented API) behind one gate. A save writes or
// deletes only the editor's own files (./saved-places.ts), or nothing at all, and is refused in the marketer's
// language otherwise; a save that went through names its files (`savedFilesHeader`), which the editing host commits.
import { makeHandler } from '@keystatic/astro/api';
import type { APIRoute } from 'astro';
import config from '../../keystatic.config.ts';
import { editorLocaleFrom } from '../i18n/editor-languages.ts';
import { editorLanguageCookie, saveChanges, savedFilesHeader } from '../lib/editing-host.ts';
import { placesOf, refusedFile } from './saved-places.ts';
import { dictionaries } from './words.ts';

export const prerender = false;

const keystatic = makeHandler({ config });
const places = placesOf(config);

export const ALL: APIRoute = async (context) => {
  if (context.request.method !== 'POST' || context.params.params !== 'update') return keystatic(context);
  const files = saveChanges(
    await context.request
      .clone()
      .json()
      .catch(() => null),
  )?.map(({ file }) => file);
  if (!files) return keystatic(context);
  const asked = context.cookies.get(editorLanguageCookie)?.value;
  const say = dictionaries[editorLocaleFrom(asked)].refusedSave;
  const refusals = files.flatMap((file) => {
    const reason = refusedFile(file, places);
    return reason ? [`${file.split('/').at(-1)}: ${say[reason]}`] : [];
  });
  if (refusals.length > 0)
    return new Response([say.intro, ...refusals].join('\n'), {
      status: 422,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const saved = await keystatic(context);
  if (saved.ok) saved.headers.set(savedFilesHeader, JSON.stringify(files));
  return saved;
};
