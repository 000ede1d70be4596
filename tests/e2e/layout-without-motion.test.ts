// The layout audit with reduced motion (scripts on) and without JavaScript: every page type in both languages on the
// phone and at every desktop tier (tests/support/audit/run.ts says how; tests/e2e/layout.test.ts audits scripts and
// motion).
import { afterAll, describe, it } from 'vitest';
import { sharedBrowser, useBrowser } from '../support/browser.ts';
import { ContactSheet } from '../support/audit/contact-sheet.ts';
import { auditWithoutMotion, expectNoFindings } from '../support/audit/run.ts';

useBrowser();
const modes = ['reduced-motion', 'no-js'] as const;
const sheets = Object.fromEntries(modes.map((mode) => [mode, new ContactSheet(mode)]));
afterAll(() => Object.values(sheets).forEach((sheet) => sheet.write()));

describe('layout audit without motion', () => {
  it.for(modes)('%s: every page at every tier', { timeout: 600_000 }, async (mode) => {
    expectNoFindings(await auditWithoutMotion(sharedBrowser(), mode, sheets[mode]!));
  });
});
