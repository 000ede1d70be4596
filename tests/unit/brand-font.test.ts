// The brand font's subset is cut from the characters the content uses: a letter a new language brings is kept.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandCharactersOf } from '../../src/styles/brand-font.ts';

const project = mkdtempSync(path.join(tmpdir(), 'lumbre-font-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the brand font’s characters', () => {
  it('keeps every letter the content and the languages’ names use, in both cases, and no letter they do not', () => {
    mkdirSync(path.join(project, 'src/content/ui/home'), { recursive: true });
    mkdirSync(path.join(project, 'src/i18n'), { recursive: true });
    writeFileSync(path.join(project, 'src/content/ui/home/pt.yaml'), 'title: Marcas com emoção\n');
    writeFileSync(path.join(project, 'src/i18n/languages.json'), '{ "pt": { "ownName": "Português" } }');
    const characters = brandCharactersOf(project);
    for (const letter of 'çãÇÃêÊ') expect(characters).toContain(letter);
    expect(characters).not.toContain('ñ');
    expect(characters).toContain('—');
  });
});
