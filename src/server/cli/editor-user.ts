// `npm run editor:user -- NAME`: lets NAME sign in to the editing host, or gives them a new password. The password
// is asked for twice without showing it (or read from EDITOR_PASSWORD, for a script); only its argon2id hash is kept,
// in EDITOR_PEOPLE (.editor/people.json). To remove a person, delete their entry from that file.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { defaultPeopleFile, savePerson } from '../editing/people.ts';

const [name] = process.argv.slice(2);
const peopleFile = path.resolve(process.env.EDITOR_PEOPLE ?? defaultPeopleFile);

/** Reads a line from the terminal without echoing it. */
async function askQuietly(question: string): Promise<string> {
  process.stdout.write(question);
  let muted = true;
  const output = new Writable({
    write: (chunk, _encoding, done) => {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  const answer = await reader.question('');
  muted = false;
  reader.close();
  process.stdout.write('\n');
  return answer;
}

try {
  if (!name) throw new Error('Usage: npm run editor:user -- NAME (the name they sign in with, e.g. "Ana Pérez")');
  let password = process.env.EDITOR_PASSWORD;
  if (password === undefined) {
    password = await askQuietly(`Password for ${name}: `);
    if ((await askQuietly('The same again: ')) !== password)
      throw new Error('The two passwords differ: nothing changed.');
  }
  await mkdir(path.dirname(peopleFile), { recursive: true, mode: 0o700 });
  const done = await savePerson(peopleFile, name, password);
  console.log(`${name} ${done === 'added' ? 'can sign in now' : 'has a new password'} (${peopleFile}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
