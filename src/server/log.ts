// The running server's lines: one JSON object each (pino), with its time, so journald, a log shipper or `jq` can
// read them; a line about a contact message carries its id and the proxy's request id (`messageIds`), so one
// message is followed from nginx's access log to the mail server's. Lines a request can cause (a failure while
// answering it) go through `throttledLog`: a flood of such requests writes one line a minute, not one per request,
// so nobody can fill the disk or bury the log.
import { pino, stdTimeFunctions, type DestinationStream } from 'pino';

/** What a line about one contact message names: its id (also its e-mail's Message-ID) and the post's request id. */
export interface MessageIds {
  messageId: string;
  requestId?: string;
}

/** The ids of a stored message, for its lines: its request key starts with the request id (`messageKey`). */
export const messageIds = (message: { id: string; requestKey: string | null }): MessageIds =>
  message.requestKey
    ? { messageId: message.id, requestId: message.requestKey.split('.')[0]! }
    : { messageId: message.id };

/** A writer shaped like `console`'s log and error, so the contact parts take it or `console` (the commands) alike. */
export type Lines = Pick<Console, 'log' | 'error'>;

/**
 * The server's lines as JSON, one an event: `{"level":"info","time":"…","msg":"…", …fields}`. Strings given are the
 * message; a plain object, its fields; an Error, its `err` (name, message, stack). Written at once (synchronously):
 * a line said just before the process exits is not lost.
 */
export function jsonLines(destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Lines {
  const logger = pino(
    { base: undefined, timestamp: stdTimeFunctions.isoTime, formatters: { level: (level) => ({ level }) } },
    destination,
  );
  const parts = (args: unknown[]) => {
    const fields: Record<string, unknown> = {};
    const words: string[] = [];
    for (const arg of args) {
      if (arg instanceof Error) fields.err = arg;
      else if (arg !== null && typeof arg === 'object') Object.assign(fields, arg);
      else words.push(String(arg));
    }
    return [fields, words.join(' ')] as const;
  };
  return {
    log: (...args: unknown[]) => logger.info(...parts(args)),
    error: (...args: unknown[]) => logger.error(...parts(args)),
  };
}

/** A writer of at most one line per `windowMs`; the next line says how many it held back meanwhile. */
export function throttledLog(
  write: (line: string) => void = console.error,
  windowMs = 60_000,
  now = Date.now,
): (line: string) => void {
  let quietUntil = 0;
  let held = 0;
  return (line) => {
    const at = now();
    if (at < quietUntil) {
      held++;
      return;
    }
    write(held > 0 ? `${line} (${held} more since the last line)` : line);
    held = 0;
    quietUntil = at + windowMs;
  };
}

/** An error in one short line (`TypeError: …`), never its stack. */
export const briefly = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0]!.slice(0, 300);
