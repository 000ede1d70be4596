// Polling for tests and benches that wait on something outside the page: a database row, an e-mail, a moving element.

/** Polls `check` until it returns a truthy value or the deadline passes (then throws with `what`). */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    // eslint-disable-next-line no-restricted-globals -- the polling step of waitFor itself
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
