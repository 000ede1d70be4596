// Lines a request can cause (a failure while answering it) go through here: a flood of such requests writes one
// line a minute, not one per request, so nobody can fill the disk or bury the log.

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
