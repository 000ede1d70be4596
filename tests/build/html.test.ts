// Every page of the build passes html-validate with the recommended rules (exceptions justified in .htmlvalidate.mjs).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { allPages } from '../support/site.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('built HTML', async () => {
  const files = (await htmlFiles('dist/client')).sort();
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it('has every page of the site', () => {
    // Every page, plus the two not-found homes, the language picker and the static-host 404.
    expect(files).toHaveLength(allPages.length + 4);
  });

  it.each(files.map((file) => [path.relative('dist/client', file), file]))('%s is valid', async (_name, file) => {
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(messages).toEqual([]);
  });
});
