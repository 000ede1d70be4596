// `npm run editor:user -- NAME`: lets NAME sign in to the editing host, or gives them a new password. The password
// is asked for twice without showing it (a script may pipe the two lines in, or set EDITOR_PASSWORD); only its
// argon2id hash is kept, in EDITOR_PEOPLE (.editor/people.json). To remove a person, delete their entry from that file.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { defaultPeopleFile, savePerson } from '../editing/people.ts';

const [name] = process.argv.slice(2);
const peopleFile = path.resolve(process.env.EDITOR_PEOPLE ?? defaultPeopleFile);

/**
 * The password, typed twice on the terminal without showing it, or read from the first two lines piped in. One reader
 * for both: a second one would lose the line the first had already read from a pipe.
 */
async function askTwice(): Promise<[string, string]> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: Boolean(process.stdin.isTTY) });
  const lines = reader[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    process.stdout.write(question);
    const { value, done } = await lines.next();
    process.stdout.write('\n');
    if (done) throw new Error('No password was given: nothing changed.');
    return value as string;
  };
  try {
    return [await ask(`Password for ${name}: `), await ask('The same again: ')];
  } finally {
    reader.close();
  }
}

try {
  if (!name) throw new Error('Usage: npm run editor:user -- NAME (the name they sign in with, e.g. "Ana Pérez")');
  let password = process.env.EDITOR_PASSWORD;
  if (password === undefined) {
    const [first, again] = await askTwice();
    if (first !== again) throw new Error('The two passwords differ: nothing changed.');
    password = first;
  }
  await mkdir(path.dirname(peopleFile), { recursive: true, mode: 0o700 });
  const done = await savePerson(peopleFile, name, password);
  console.log(`${name} ${done === 'added' ? 'can sign in now' : 'has a new password'} (${peopleFile}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
