// The people who may sign in to the editing host (docs/deploy.md, "The editing host"): a JSON file of names and
// argon2id password hashes (@node-rs/argon2), readable by the host's user alone. `npm run editor:user -- NAME` adds a
// person or changes their password; removing a person is deleting their line.
import { hash, verify } from '@node-rs/argon2';
import { existsSync } from 'node:fs';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Person {
  name: string;
  /** argon2id, with its salt and parameters, as @node-rs/argon2 writes it. */
  hash: string;
}

/** Where the people live unless EDITOR_PEOPLE says: beside the working copy's files, never in git (.gitignore). */
export const defaultPeopleFile = '.editor/people.json';

/** A name as it shows in the history and in commits: letters of any language, spaces, dots, hyphens, apostrophes. */
export const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,59}$/u;

/** The shortest password accepted: a sentence of a few words is easier to remember and harder to guess. */
export const minimumPasswordLength = 12;

export async function readPeople(file: string): Promise<Person[]> {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { people?: Person[] };
  return (parsed.people ?? []).filter((person) => typeof person.name === 'string' && typeof person.hash === 'string');
}

/** Adds a person, or gives one already there a new password; the file is replaced whole, 0600. */
export async function savePerson(file: string, name: string, password: string): Promise<'added' | 'changed'> {
  if (!namePattern.test(name)) throw new Error(`"${name}" is not a name: letters, spaces, dots and hyphens, up to 60`);
  if (password.length < minimumPasswordLength)
    throw new Error(`The password must have at least ${minimumPasswordLength} characters`);
  const people = await readPeople(file);
  const known = people.some((person) => person.name === name);
  const next = [...people.filter((person) => person.name !== name), { name, hash: await hash(password) }];
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
  await writeFile(temporary, `${JSON.stringify({ people: next }, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return known ? 'changed' : 'added';
}

/** The person a name and password sign in as, or null; the time taken does not tell whether the name exists. */
export async function checkPassword(people: readonly Person[], name: string, password: string): Promise<Person | null> {
  const person = people.find((candidate) => candidate.name === name);
  // An unknown name is checked against a hash of nothing, so it costs what a wrong password costs.
  const ok = await verify(person?.hash ?? (await decoy), password).catch(() => false);
  return person && ok ? person : null;
}

const decoy = hash('no one has this password');
