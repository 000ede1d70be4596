// The layout audit with scripts and motion, as most visitors have them: every page type in both languages, visited
// afresh at every layout tier (tests/support/audit/run.ts says what each visit checks; layout-without-motion.test.ts
// audits the other two ways of seeing the site).
import { afterAll, describe, it } from 'vitest';
import { sharedBrowser, useBrowser } from '../support/browser.ts';
import { ContactSheet } from '../support/audit/contact-sheet.ts';
import { auditTiers, auditWithMotion, expectNoFindings } from '../support/audit/run.ts';

useBrowser();
const sheet = new ContactSheet('motion');
afterAll(() => sheet.write());

describe('layout audit with scripts and motion', () => {
  it.for(auditTiers)('at $name: every page', { timeout: 600_000 }, async (tier) => {
    expectNoFindings(await auditWithMotion(sharedBrowser(), tier, sheet));
  });
});
