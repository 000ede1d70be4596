// The layout audit with reduced motion, scripts on: every page type in both languages on the phone and at every
// desktop tier (tests/support/audit/run.ts says how; tests/e2e/layout.test.ts audits scripts and motion).
import { afterAll, describe, it } from 'vitest';
import { sharedBrowser, useBrowser } from '../support/browser.ts';
import { ContactSheet } from '../support/audit/contact-sheet.ts';
import { auditWithoutMotion, expectNoFindings } from '../support/audit/run.ts';

useBrowser();
const sheet = new ContactSheet('reduced-motion');
afterAll(() => sheet.write());

describe('layout audit with reduced motion', () => {
  it('every page at every tier', { timeout: 600_000 }, async () => {
    expectNoFindings(await auditWithoutMotion(sharedBrowser(), 'reduced-motion', sheet));
  });
});
