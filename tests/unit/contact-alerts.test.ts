import { describe, expect, it } from 'vitest';
import { createOverdueAlerts, describeAge } from '../../src/server/contact/alerts.ts';
import type { Undelivered } from '../../src/server/contact/outbox.ts';

const hour = 3_600_000;

describe('alerts about undelivered messages', () => {
  function setup(alertAfterMs = hour) {
    let now = 10 * hour;
    let waiting: Undelivered[] = [];
    const lines: string[] = [];
    const alerts = createOverdueAlerts(
      { undelivered: async (createdBefore) => waiting.filter((message) => message.createdAt < createdBefore) },
      alertAfterMs,
      { now: () => now, log: { error: (line: string) => lines.push(line) } },
    );
    return {
      lines,
      alerts,
      wait: (message: Undelivered[]) => (waiting = message),
      advance: (ms: number) => (now += ms),
      at: () => now,
    };
  }
  const message = (id: string, createdAt: number): Undelivered => ({ id, createdAt, status: 'queued', attempts: 4, lastError: 'connect ECONNREFUSED' });

  it('say nothing about a message younger than CONTACT_ALERT_AFTER', async () => {
    const { lines, alerts, wait, at } = setup();
    wait([message('fresh', at() - hour + 1)]);
    await alerts.check();
    expect(lines).toEqual([]);
  });

  it('log one line per message naming its id, age and last error, then again only after an hour', async () => {
    const { lines, alerts, wait, advance, at } = setup();
    wait([message('a1', at() - 2 * hour - 5 * 60_000), message('b2', at() - hour - 1)]);
    await alerts.check();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ALERT: contact message a1 is still undelivered after 2 h 5 min \(queued, 4 attempts, last error: connect ECONNREFUSED\)/);
    expect(lines[1]).toContain('contact message b2 is still undelivered after 1 h');
    advance(hour - 1);
    await alerts.check();
    expect(lines).toHaveLength(2);
    advance(1);
    await alerts.check();
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('a1 is still undelivered after 3 h 5 min');
  });

  it('stop once the message is delivered, and start over if it ever waits again', async () => {
    const { lines, alerts, wait, advance, at } = setup(60_000);
    const late = message('c3', at() - 120_000);
    wait([late]);
    await alerts.check();
    wait([]);
    advance(2 * hour);
    await alerts.check();
    expect(lines).toHaveLength(1);
  });
});

describe('describeAge', () => {
  it.each([
    [0, '0 s'],
    [42_000, '42 s'],
    [61 * 60_000, '1 h 1 min'],
    [3 * 86_400_000 + 2 * hour + 59_000, '3 d 2 h'],
  ])('%i ms reads %s', (ms, text) => {
    expect(describeAge(ms)).toBe(text);
  });
});
