// An instance's metrics as Prometheus reads them (METRICS_PORT, docs/deploy.md "Metrics"): its answers by kind and
// status, its readiness, and a contact message from its post to its delivery, with the mail server down and then up; on loopback only.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastContactEnv, postJson, tempDb, validFields, type TempDb } from '../support/contact.ts';
import { freePort, metricOn, startSite, type RunningSite } from '../support/server.ts';
import { createMailSink, type MailSink } from '../support/smtp.ts';
import { waitFor } from '../support/wait.ts';
import { pagePath } from '../../src/i18n/routes.ts';

let site: RunningSite;
let mail: MailSink;
let db: TempDb;
let metricsPort: number;

beforeAll(async () => {
  db = tempDb();
  mail = await createMailSink();
  metricsPort = await freePort();
  site = await startSite({
    ...fastContactEnv,
    CONTACT_DB: db.file,
    SMTP_URL: mail.url,
    METRICS_PORT: String(metricsPort),
  });
});
afterAll(async () => {
  await site?.stop();
  await mail?.stop();
  db?.remove();
});

/** One series' value as the instance's metrics say it now. */
const metric = (series: string) => metricOn(metricsPort, series);

describe('the metrics', () => {
  it('count answers by kind and status, and a message waiting, then delivered', async () => {
    expect((await fetch(site.baseURL + pagePath('home', 'en'))).status).toBe(200);
    expect((await fetch(`${site.baseURL}/nothing.txt`)).status).toBe(404);
    expect(await metric('lumbre_http_requests_total{kind="page",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(await metric('lumbre_http_requests_total{kind="file",status="404"}')).toBe(1);

    // The mail server is down: the message waits, and its age grows.
    expect((await postJson(site.baseURL, { lang: 'en', body: validFields })).status).toBe(200);
    expect(await metric('lumbre_contact_messages_accepted_total')).toBe(1);
    expect(await metric('lumbre_http_requests_total{kind="contact",status="200"}')).toBe(1);
    await waitFor(
      'a failed delivery attempt',
      async () => (await metric('lumbre_contact_delivery_failures_total')) > 0,
    );
    expect(await metric('lumbre_contact_messages_pending')).toBe(1);
    expect(await metric('lumbre_contact_oldest_pending_seconds')).toBeGreaterThan(0);

    await mail.start();
    await waitFor('the delivery', async () => (await metric('lumbre_contact_messages_sent_total')) === 1, {
      timeoutMs: 15_000,
    });
    expect(await metric('lumbre_contact_messages_pending')).toBe(0);
    expect(await metric('lumbre_contact_oldest_pending_seconds')).toBe(0);
    expect(await metric('lumbre_contact_delivery_seconds_count')).toBe(1);
  });

  it('say whether the instance is ready, as /readyz does', async () => {
    expect(await metric('lumbre_ready')).toBe(1);
    // Another process holds the outbox's write lock: no message could be stored now.
    const rival = new DatabaseSync(db.file);
    rival.exec('BEGIN IMMEDIATE');
    try {
      expect((await fetch(`${site.baseURL}/readyz`)).status).toBe(503);
      expect(await metric('lumbre_ready')).toBe(0);
    } finally {
      rival.exec('ROLLBACK');
      rival.close();
    }
    expect(await metric('lumbre_ready')).toBe(1);
  });

  it('answer on loopback only, never on another address of the machine', async () => {
    await expect(fetch(`http://127.0.0.2:${metricsPort}/metrics`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});
