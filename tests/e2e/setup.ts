// One built site and one Chromium for all end-to-end test files.
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tools/lib/chromium.ts';
import { startSite } from '../support/server.ts';
import { tempDb } from '../support/contact.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // The shared server stores contact messages in a throwaway file, never in ./data/.
  const db = tempDb();
  const site = await startSite({ CONTACT_DB: db.file });
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('baseURL', site.baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
    db.remove();
  };
}
