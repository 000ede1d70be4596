// `npm run editor`: the editing host over this git working copy (docs/deploy.md, "The editing host"): the editor at
// /keystatic, the draft site and the publish page, behind a sign-in, on EDITOR_PORT (4330) of EDITOR_ADDRESS
// (127.0.0.1: a proxy in front gives it its name and TLS). It refuses to start until someone can sign in
// (`npm run editor:user -- NAME`). Publishing builds into RELEASE_ROOT (/srv/lumbre) for SITE_URL, keeps the newest
// EDITOR_KEEP_RELEASES (10) and sends each release on with PUBLISH_COMMAND, if set, before it goes live.
import path from 'node:path';
import { parseTrustProxy } from '../proxy.ts';
import { parseKeep } from '../release/plan.ts';
import { defaultRoot, publishCommand } from '../release/releases.ts';
import { instancesFrom } from '../release/instances.ts';
import { startDraftSite } from '../editing/draft-site.ts';
import { createEditingHost } from '../editing/host.ts';
import { defaultPeopleFile, readPeople } from '../editing/people.ts';
import { memorySessions } from '../editing/sessions.ts';
import { openWorkingCopy } from '../editing/working-copy.ts';

const source = process.cwd();
const peopleFile = path.resolve(process.env.EDITOR_PEOPLE ?? defaultPeopleFile);

try {
  if ((await readPeople(peopleFile)).length === 0)
    throw new Error(
      `No one can sign in yet: add a person with \`npm run editor:user -- NAME\` (people are kept in ${peopleFile}).`,
    );
  const keep = parseKeep(process.env.EDITOR_KEEP_RELEASES);
  const workingCopy = await openWorkingCopy(source);
  const draft = await startDraftSite(source);
  const publishing = process.env.PUBLISH_COMMAND;
  const host = createEditingHost({
    workingCopy,
    draft,
    peopleFile,
    sessions: memorySessions(),
    releaseRoot: process.env.RELEASE_ROOT ?? defaultRoot,
    keep,
    sendOn: publishing ? publishCommand(publishing) : undefined,
    instances: instancesFrom(process.env),
    proxies: parseTrustProxy(process.env.TRUST_PROXY),
    siteUrl: process.env.SITE_URL ?? null,
    say: (line) => console.log(line),
  });
  const port = Number(process.env.EDITOR_PORT ?? 4330);
  const address = process.env.EDITOR_ADDRESS ?? '127.0.0.1';
  host.listen(port, address, () => console.log(`The editing host is at http://${address}:${port}/sign-in`));
  const stop = async () => {
    host.close();
    host.closeAllConnections();
    await draft.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
