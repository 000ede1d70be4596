// The publish page's check of a change before the click (src/server/editing/tree-check.ts), on the project's own
// content with one file changed: what the build would refuse, said in the marketer's words with a link to the field.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkTree, type ContentTree } from '../../src/server/editing/tree-check.ts';
import { editorLinkOf, treeProblemInWords } from '../../src/server/editing/problems.ts';
import { caseSlugs } from '../support/site.ts';

const files = execFileSync('git', ['ls-files', 'src/content'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|yaml)$/.test(file));
const slug = caseSlugs[0]!;

/** The content as it is, with some files changed (a text) or gone (null). */
function treeWith(changes: Record<string, string | null>): ContentTree {
  const gone = (file: string) => changes[file] === null;
  return {
    files: [...new Set([...files, ...Object.keys(changes)])].filter((file) => !gone(file)),
    has: (file) => (file in changes ? !gone(file) : existsSync(file)),
    read: (file) => changes[file] ?? readFileSync(file, 'utf8'),
  };
}

describe('the check of a change before it is published', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(checkTree(treeWith({})).problems).toEqual([]);
  });

  it('names a broken field in the page’s language and links to it in the editor', () => {
    const file = `src/content/cases/en/${slug}.md`;
    const broken = readFileSync(file, 'utf8').replace(/^ {2}year: .*$/m, "  year: 'last year'");
    const [problem, ...more] = checkTree(treeWith({ [file]: broken })).problems;
    expect(more).toEqual([]);
    expect(treeProblemInWords(problem!, 'es')).toMatch(new RegExp(`^Caso ${slug} \\(inglés\\): el campo «Año» `));
    expect(editorLinkOf(problem!)).toBe(`/keystatic?open=${encodeURIComponent(file)}#field-facts-year`);
  });

  it('says a case in one language lacks the other, and looks for a client it names', () => {
    const file = 'src/content/cases/es/taller-abierto.md';
    const text = readFileSync(`src/content/cases/es/${slug}.md`, 'utf8').replace(
      /^ {2}client: .*$/m,
      '  client: nueva',
    );
    const { problems, looked } = checkTree(treeWith({ [file]: text }));
    expect(problems.map((problem) => treeProblemInWords(problem, 'en'))).toEqual([
      expect.stringMatching(/^Case taller-abierto \(Spanish\): the field “Client” /),
      'Case taller-abierto (Spanish): its English version is missing. Create it from this case in the editor.',
    ]);
    expect(looked).toContain('src/content/clients/nueva.yaml');
  });

  it('says a text too long or empty, and a field left out, from the issue’s code and limit, in either language', () => {
    const file = 'src/content/ui/home/en.yaml';
    const words = readFileSync(file, 'utf8')
      .replace(/^( {2}quote: ).*$/m, `$1${'long '.repeat(80)}`)
      .replace(/^( {2}quoteLink: ).*$/m, "$1''")
      .replace(/^ {2}more: .*\n/m, '');
    const said = checkTree(treeWith({ [file]: words })).problems.map((problem) => treeProblemInWords(problem, 'en'));
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Words: Home \(English\): the field “[^”]+” holds at most \d+ characters: shorten it$/),
        expect.stringMatching(/^Words: Home \(English\): the field “[^”]+” is empty: fill it in$/),
        expect.stringMatching(/^Words: Home \(English\): the field “[^”]+” is missing: fill it in$/),
      ]),
    );
    const [first] = checkTree(treeWith({ [file]: words })).problems;
    expect(treeProblemInWords(first!, 'es')).toMatch(/^Textos: Inicio \(inglés\): el campo «[^»]+» /);
  });

  it('says where a file cannot be read', () => {
    const [problem] = checkTree(treeWith({ 'src/content/company.yaml': 'name: [unclosed\n' })).problems;
    expect(problem).toMatchObject({ kind: 'unreadable', file: 'src/content/company.yaml', line: 2 });
  });
});
