// One built site, one fixture site (tests/support/fixture-site.ts) and one Chromium for all end-to-end test files.
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { startSite } from '../support/server.ts';
import { tempDb } from '../support/contact.ts';
import { buildFixtureSite } from '../support/fixture-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The fixture site, whose content always has what the interactive parts are tested with. */
    fixtureURL: string;
    /** The fixture site's project folder: its sources, as the fixture changed them, and its build. */
    fixtureDir: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // The shared servers store contact messages in throwaway files, never in ./data/.
  const db = tempDb();
  const fixtureDb = tempDb();
  // LUMBRE_SITE and LUMBRE_FIXTURE_SITE name another copy's builds to test (each a project folder with its dist/):
  // an older commit's, to see a test fail on the build that had the defect it was written for.
  const fixtureDir = process.env.LUMBRE_FIXTURE_SITE ?? (await buildFixtureSite()).dir;
  const [site, fixture] = await Promise.all([
    startSite({ CONTACT_DB: db.file }, undefined, process.env.LUMBRE_SITE),
    startSite({ CONTACT_DB: fixtureDb.file }, undefined, fixtureDir),
  ]);
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('baseURL', site.baseURL);
  project.provide('fixtureURL', fixture.baseURL);
  project.provide('fixtureDir', fixtureDir);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all([site.stop(), fixture.stop()]);
    db.remove();
    fixtureDb.remove();
  };
}
