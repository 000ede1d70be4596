// A throwaway PostgreSQL cluster for tests and benches: `initdb` and `pg_ctl` from Debian's packages (found under
// /usr/lib/postgresql/<version>/bin, or on PATH; PG_BIN names another folder), in a temporary folder, on a free port
// of 127.0.0.1, with trust authentication for one user. PostgreSQL refuses to run as root, so when the tests run as
// root (CI does) the cluster's processes run as the `postgres` user, or `nobody`, owning that folder.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server.ts';

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest Debian version, else whatever PATH finds. */
export function postgresBin(): string | null {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return (
    candidates.find(
      (folder) => folder && existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl')),
    ) ?? null
  );
}

export const postgresInstalled = postgresBin() !== null;

/** Who runs the cluster: this process's user, or a system user when this process is root. */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const [uid, gid] = ['-u', '-g'].map((flag) =>
        Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim()),
      );
      return { uid: uid!, gid: gid! };
    } catch {
      // No such user here; try the next.
    }
  }
  throw new Error('The tests run as root and there is neither a postgres nor a nobody user to run PostgreSQL as');
}

export interface TestPostgres {
  port: number;
  /** A URL for `database` (the cluster's own `postgres` database unless told). */
  url: (database?: string) => string;
  /** A new empty database; resolves with its URL. */
  createDatabase: () => Promise<string>;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`): connections are ended, new ones refused. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  remove: () => Promise<void>;
}

export interface PostgresOptions {
  /**
   * Durable writes (the benches: each commit flushed to disk, as in production). Off for tests, which
   * measure behaviour, not the disk.
   */
  durable?: boolean;
}

const user = 'lumbre';

/** Creates and starts a cluster; call `remove()` when done. */
export async function startPostgres({ durable = false }: PostgresOptions = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: apt-get install postgresql (or set PG_BIN to the folder of initdb and pg_ctl)',
    );
  const owner = clusterUser();
  const folder = mkdtempSync(path.join(tmpdir(), 'lumbre-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();

  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(bin, command), args, {
        cwd: folder,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...owner,
        env: { ...process.env, LC_ALL: 'C' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
      );
    });

  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${folder}`,
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', path.join(folder, 'server.log'), '-o', settings]);
  const stop = () => run('pg_ctl', ['stop', '-D', data, '-w', '-t', '60', '-m', 'fast']);

  try {
    await run('initdb', [
      '-D',
      data,
      '-U',
      user,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      ...(durable ? [] : ['--no-sync']),
    ]);
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const url = (database = 'postgres') => `postgresql://${user}@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    port,
    url,
    async createDatabase() {
      const name = `lumbre_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
