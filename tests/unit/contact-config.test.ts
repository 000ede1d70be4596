import { describe, expect, it } from 'vitest';
import { parseDuration, readContactConfig, type ContactEnvName } from '../../src/server/contact/config.ts';

const config = (env: Partial<Record<ContactEnvName, string>>) => readContactConfig((name) => env[name]);

describe('the contact settings', () => {
  it('read durations with a unit, and whole numbers', () => {
    expect(config({ CONTACT_ALERT_AFTER: '90s' }).alertAfterMs).toBe(90_000);
    expect(config({ CONTACT_ALERT_AFTER: ' 2d ' }).alertAfterMs).toBe(2 * 86_400_000);
    expect(config({ CONTACT_RETENTION_DAYS: '30', CONTACT_RATE_LIMIT: '12' })).toMatchObject({
      retentionDays: 30,
      rateLimit: 12,
    });
  });

  it('keep the outbox in SQLite unless DATABASE_URL names a PostgreSQL, with a pool and a statement timeout', () => {
    expect(config({})).toMatchObject({
      databaseUrl: undefined,
      dbFile: 'data/contact.sqlite',
      poolMax: 10,
      statementTimeoutMs: 5_000,
    });
    expect(
      config({
        DATABASE_URL: 'postgres://lumbre@db.internal/lumbre',
        DATABASE_POOL_MAX: '4',
        DATABASE_STATEMENT_TIMEOUT: '2s',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://lumbre@db.internal/lumbre',
      poolMax: 4,
      statementTimeoutMs: 2_000,
    });
    expect(config({ DATABASE_STATEMENT_TIMEOUT: '750' }).statementTimeoutMs).toBe(750);
    expect(() => config({ DATABASE_URL: 'mysql://db/lumbre' })).toThrow('DATABASE_URL must start with postgres://');
  });

  it('treat a blank variable as unset', () => {
    expect(config({ CONTACT_RETENTION_DAYS: '  ', CONTACT_ALERT_AFTER: '' })).toEqual(config({}));
  });

  it.each([
    ['CONTACT_ALERT_AFTER', '60', 'a duration such as 30m'],
    ['CONTACT_ALERT_AFTER', '0h', 'a duration such as 30m'],
    ['CONTACT_RETENTION_DAYS', '180d', 'a positive whole number'],
    ['CONTACT_RATE_LIMIT', '-1', 'a positive whole number'],
    ['CONTACT_LEASE_MS', '1.5', 'a positive whole number'],
    ['DATABASE_POOL_MAX', '0', 'a positive whole number'],
    ['DATABASE_STATEMENT_TIMEOUT', 'soon', 'milliseconds or a duration such as 5s'],
  ] as const)('stop the start when %s is %j, naming it and what it takes', (name, value, expected) => {
    expect(() => config({ [name]: value })).toThrow(`${name} must be ${expected}`);
  });
});

describe('parseDuration', () => {
  it.each([
    ['45s', 45_000],
    ['30m', 1_800_000],
    ['1h', 3_600_000],
    ['180d', 180 * 86_400_000],
    ['1.5h', null],
    ['h', null],
    ['10 days', null],
  ])('%j → %j', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
});
