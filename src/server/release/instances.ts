// The Node instances a release goes live on (docs/deploy.md, "Updates"): each restarted in turn by the operator's
// own command (systemd's, another supervisor's), and the next one only once this one says, at GET /readyz on
// loopback, that it runs the new release and can take messages. One that does not within the bound stops the
// release: releases.ts then puts the one before back, on every instance it had restarted.
import { runShell, tail } from './run.ts';

/** How `npm run release` and the editing host's Publish restart the instances; none where INSTANCE_PORTS is unset. */
export interface Instances {
  /** The loopback ports the instances listen on, restarted in this order. */
  ports: number[];
  /** A shell command restarting the instance on port $1 (RESTART_COMMAND), e.g. `sudo systemctl restart lumbre@"$1"`. */
  restart: string;
  /** How long an instance has to answer ready once restarted (READY_WITHIN, in seconds; 30 unless told). */
  readyWithinMs: number;
}

/** What the server's environment says of its instances: INSTANCE_PORTS, RESTART_COMMAND and READY_WITHIN. */
export function instancesFrom(env: NodeJS.ProcessEnv): Instances | undefined {
  const ports = (env.INSTANCE_PORTS ?? '').split(/[\s,]+/).filter(Boolean);
  if (ports.length === 0) return undefined;
  const bad = ports.find((port) => !/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535);
  if (bad !== undefined) throw new Error(`INSTANCE_PORTS holds "${bad}", which is not a port.`);
  if (!env.RESTART_COMMAND)
    throw new Error('INSTANCE_PORTS is set without RESTART_COMMAND: nothing would restart them.');
  const within = Number(env.READY_WITHIN ?? 30);
  if (!(within > 0)) throw new Error(`READY_WITHIN is "${env.READY_WITHIN}": seconds, more than 0.`);
  return { ports: ports.map(Number), restart: env.RESTART_COMMAND, readyWithinMs: within * 1000 };
}

/** Why an instance is not ready, in a line. */
export interface NotReady {
  port: number;
  why: string;
}

/** The instance a restart stopped at, and the ports restarted so far (its own included). */
export interface Stopped {
  failed: NotReady;
  restarted: number[];
}

/** What GET /readyz on the port says now, in a line, or null once it answers ready on `release`. */
async function readiness(port: number, release: string): Promise<string | null> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
    const body = (await answer.json().catch(() => ({}))) as { status?: string; release?: string };
    if (answer.status === 200 && body.release === release) return null;
    if (answer.status === 200) return `it still runs ${body.release ?? 'a build of no release'}`;
    return `/readyz answered ${answer.status} (${body.status ?? 'no status'})`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause === 'ECONNREFUSED' ? 'nothing listens on it' : `/readyz did not answer (${cause ?? 'timeout'})`;
  }
}

/** Waits for the instance on `port` to answer ready on `release`: null once it does, else why it did not in time. */
export async function waitReady(port: number, release: string, withinMs: number): Promise<string | null> {
  const until = Date.now() + withinMs;
  for (;;) {
    const why = await readiness(port, release);
    if (why === null || Date.now() >= until) return why;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Restarts the instances one at a time onto `release` (already live), each waited for before the next; stops at the
 * first that is not ready in time. Returns it, with the ports restarted so far (it included), or null when all are.
 */
export async function restartOnto(
  instances: Instances,
  release: string,
  say: (line: string) => void,
): Promise<Stopped | null> {
  const restarted: number[] = [];
  for (const port of instances.ports) {
    restarted.push(port);
    const ran = await runShell(instances.restart, 'restart-command', String(port));
    const why =
      ran.code === 0
        ? await waitReady(port, release, instances.readyWithinMs)
        : `RESTART_COMMAND failed (exit code ${ran.code}): ${tail(ran.output, 3).replaceAll('\n', ' ')}`;
    if (why !== null) return { failed: { port, why }, restarted };
    say(`The instance on port ${port} runs ${release}.`);
  }
  return null;
}
