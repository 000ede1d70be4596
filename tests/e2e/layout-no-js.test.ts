// The layout audit without JavaScript: every page type in both languages on the phone and at every desktop tier
// (tests/support/audit/run.ts says how; tests/e2e/layout.test.ts audits scripts and motion).
import { afterAll, describe, it } from 'vitest';
import { sharedBrowser, useBrowser } from '../support/browser.ts';
import { ContactSheet } from '../support/audit/contact-sheet.ts';
import { auditWithoutMotion, expectNoFindings } from '../support/audit/run.ts';

useBrowser();
const sheet = new ContactSheet('no-js');
afterAll(() => sheet.write());

describe('layout audit without JavaScript', () => {
  it('every page at every tier', { timeout: 600_000 }, async () => {
    expectNoFindings(await auditWithoutMotion(sharedBrowser(), 'no-js', sheet));
  });
});
