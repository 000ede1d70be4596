// `npm run release`: builds this working copy's last commit into a new release and makes it the live site at once,
// then removes releases past the newest RELEASE_KEEP (10); SITE_URL as for a build (docs/deploy.md, "Updates").
// `npm run release -- --artifact FILE`: builds it into FILE instead, with what runs it, to install elsewhere;
// `npm run release:install -- FILE` makes such a file a release here and live, with no npm ci and no build.
// `npm run release:rollback [-- NAME]`: makes the release before the live one (or NAME) live again.
// `npm run release:list`: every release kept, who made it, when and from which commit, the live one marked.
// RELEASE_ROOT (or --root) is the folder holding releases/ and the symlink current: /srv/lumbre unless told.
// With INSTANCE_PORTS and RESTART_COMMAND (src/server/release/instances.ts) both restart the instances onto the
// release one at a time, each waited for; a release an instance does not get ready on is put back by itself.
// Without them the instances keep the release they started with until restarted.
import { parseArgs } from 'node:util';
import { parseKeep } from '../release/plan.ts';
import { instancesFrom, type Instances } from '../release/instances.ts';
import { installRelease, packRelease } from '../release/archive.ts';
import {
  defaultRoot,
  listReleases,
  liveRelease,
  publish,
  ReleaseError,
  rollback,
  whoRuns,
  type Published,
  type Switch,
} from '../release/releases.ts';

const usage =
  'Usage: node src/server/cli/release.ts build [--keep 10] [--artifact FILE] | install FILE | rollback [NAME] | list, with --root DIR (default /srv/lumbre)';

/** The command line, or a sentence saying what is wrong with it. */
function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: { root: { type: 'string' }, keep: { type: 'string' }, artifact: { type: 'string' } },
      allowPositionals: true,
    });
    const [command, name] = positionals;
    const keep = parseKeep(values.keep ?? process.env.RELEASE_KEEP);
    const instances = instancesFrom(process.env);
    const root = values.root ?? process.env.RELEASE_ROOT ?? defaultRoot;
    return { command, name, keep, instances, root, artifact: values.artifact };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

const time = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;
const restart = 'Restart the instances one at a time to run it (docs/deploy.md, "Updates").';

function sayLive({ from, to, carried }: Switch): void {
  if (from === to) console.log(`${to} was live already: nothing changed.`);
  else if (!from) console.log(`Live now: ${to}.`);
  else
    console.log(
      `Live now: ${to} (before: ${from}${carried > 0 ? `; ${carried} of its asset files kept for pages already open` : ''}).`,
    );
}

/** Runs a command's work: 0, or a ReleaseError said (then `after`, if any) and 1; anything else is thrown. */
async function saying(work: () => Promise<void>, after?: string): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    if (after) console.error(after);
    return 1;
  }
}

/** Builds and makes live (`publish`), or unpacks and makes live (`install`), and says what changed. */
async function goingLive(
  root: string,
  keep: number,
  instances: Instances | undefined,
  make: () => Promise<Published>,
): Promise<number> {
  const before = await liveRelease(root);
  return saying(
    async () => {
      const { switched, pruned } = await make();
      sayLive(switched);
      if (pruned.length > 0) console.log(`Removed ${pruned.join(', ')} (the newest ${keep} are kept).`);
      if (!instances) console.log(restart);
    },
    before ? `Nothing changed: ${before} stays live.` : 'Nothing changed: no release is live yet.',
  );
}

/** Builds a release into an archive to install elsewhere; nothing here changes. */
const pack = (file: string) =>
  saying(async () => {
    const release = await packRelease(file, { source: process.cwd(), say: console.log });
    console.log(`Packed ${release.name} into ${file}: install it with npm run release:install -- ${file}.`);
  });

const back = (root: string, name?: string, instances?: Instances) =>
  saying(async () => {
    const switched = await rollback(root, name, { instances, say: console.log });
    sayLive(switched);
    if (switched.from !== switched.to && !instances) console.log(restart);
  });

async function list(root: string): Promise<number> {
  const releases = await listReleases(root);
  if (releases.length === 0) console.log(`No release in ${root} yet.`);
  for (const release of releases.reverse())
    console.log(
      `${release.live ? '*' : ' '} ${release.name}  built ${time(release.builtAt)} by ${release.builtBy}  "${release.subject}"${release.live ? '  (live)' : ''}`,
    );
  return 0;
}

/** Says how the command is used; the exit code of a command line that is not. */
async function misused(): Promise<number> {
  console.error(usage);
  return 2;
}

const given = readArguments();
if ('problem' in given) {
  console.error(`${given.problem}\n${usage}`);
  process.exitCode = 2;
} else {
  const commands: Record<string, () => Promise<number>> = {
    build: () =>
      given.artifact
        ? pack(given.artifact)
        : goingLive(given.root, given.keep, given.instances, () =>
            publish({
              root: given.root,
              source: process.cwd(),
              keep: given.keep,
              instances: given.instances,
              say: console.log,
            }),
          ),
    install: () =>
      given.name
        ? goingLive(given.root, given.keep, given.instances, () =>
            installRelease(given.name!, {
              root: given.root,
              keep: given.keep,
              instances: given.instances,
              by: whoRuns(),
              say: console.log,
            }),
          )
        : misused(),
    rollback: () => back(given.root, given.name, given.instances),
    list: () => list(given.root),
  };
  const run = given.command ? commands[given.command] : undefined;
  process.exitCode = await (run ?? misused)();
}
