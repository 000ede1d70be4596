// A note at the top of a case study in the editor: whether its other language exists, with a way to it, and the
// labelled action "Start the Spanish version from this one" (and back). A case needs both files (the build refuses a
// lonely one). The action copies the case as it is in the form into the other language's "new case" page, with
// every picture, link and number as they are and every text marked for translation: no clipboard involved.
import { useEffect, useState } from 'react';
import type { BasicFormField, ComponentSchema, GenericPreviewProps } from '@keystatic/core';
import { Button } from '@keystar/ui/button';
import { TextLink } from '@keystar/ui/link';
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import { createStore, set } from 'idb-keyval';
import { dump } from 'js-yaml';
import type { Locale } from '../i18n/routes.ts';
import type { SchemaNode } from '../lib/schemas/json-schema-tree.ts';
import { currentEntry } from './summary.tsx';
import { markedDescription, markedForTranslation } from './translation.ts';
import { languageCalled, words } from './words.ts';

export interface PairOptions {
  /** The language of this collection. */
  lang: Locale;
  /** The other language's collection and folder. */
  other: { lang: Locale; collection: string; dir: string };
  /** The case's fields as its file holds them (to know which are texts), its slug field and its body field. */
  schema: SchemaNode;
  slugField: string;
  contentField: string;
}

type Presence = 'exists' | 'missing' | 'unknown';
type Props = GenericPreviewProps<ComponentSchema, unknown>;

/** This entry's slug, from the editor's address (`…/collection/casesEn/item/aca`); none while creating. */
function slugInAddress(): string | undefined {
  return /\/collection\/[^/]+\/item\/([^/?#]+)/.exec(window.location.pathname)?.[1];
}

/** Another collection's page, keeping the editor's own prefix (a branch, in GitHub mode). */
function addressOf(collection: string, slug: string | undefined): string {
  const base = window.location.pathname.replace(/\/collection\/.*$/, '');
  return slug ? `${base}/collection/${collection}/item/${slug}` : `${base}/collection/${collection}/create`;
}

/** Goes to another page of the editor without reloading it: Keystatic's router follows the browser's history. */
function navigate(address: string) {
  window.history.pushState(null, '', address);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Whether a file exists, from the local editor's file list; unknown when editing through GitHub. */
async function presenceOf(file: string): Promise<Presence> {
  try {
    const response = await fetch('/api/keystatic/tree', { headers: { 'no-cors': '1' } });
    if (!response.ok) return 'unknown';
    const entries = (await response.json()) as { path: string }[];
    return entries.some((entry) => entry.path === file) ? 'exists' : 'missing';
  } catch {
    return 'unknown';
  }
}

class UnsavedPictures extends Error {}

/** A field's value as its file holds it (what Keystatic writes on Save). */
function storedOf(props: Props, slug: string): unknown {
  const { schema } = props;
  switch (schema.kind) {
    case 'form': {
      const value = (props as { value: unknown }).value;
      if (schema.formKind === 'asset') {
        const out = schema.serialize(value as never, { slug, suggestedFilenamePrefix: undefined });
        if (out.asset) throw new UnsavedPictures();
        return out.value;
      }
      if (schema.formKind === 'content' || schema.formKind === 'assets') return undefined;
      return schema.serialize(value as never).value;
    }
    case 'object': {
      const fields = (props as unknown as { fields: Record<string, Props> }).fields;
      return Object.fromEntries(
        Object.entries(fields)
          .map(([key, child]) => [key, storedOf(child, slug)] as const)
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'array':
      return (props as unknown as { elements: Props[] }).elements.map((element) => storedOf(element, slug) ?? null);
    default:
      return undefined;
  }
}

/** The case in the form, as the other language's file with its texts marked for translation. */
function otherLanguageFile(options: PairOptions): { slug: string; text: string } {
  let slug = '';
  let body = '';
  const data: Record<string, unknown> = {};
  for (const [key, props] of currentEntry()) {
    const { schema } = props;
    if (key === options.slugField && schema.kind === 'form' && schema.formKind === 'slug') {
      const named = schema.serializeWithSlug((props as { value: unknown }).value);
      slug = named.slug;
      data[key] = named.value;
    } else if (key === options.contentField && schema.kind === 'form' && schema.formKind === 'content') {
      const out = schema.serialize((props as { value: unknown }).value as never, { slug: undefined });
      body = out.content ? new TextDecoder().decode(out.content) : '';
    } else {
      const value = storedOf(props, slug);
      if (value !== undefined) data[key] = value;
    }
  }
  const marked = markedForTranslation(data, options.schema, options.lang);
  return { slug, text: `---\n${dump(marked)}---\n${markedDescription(body, options.lang)}` };
}

/**
 * Opens the other language's "new case" page filled with this case: Keystatic's own draft of that page (which it
 * restores when the page opens, and clears once the case is created), so the marketer translates, then creates it.
 */
async function startOtherLanguage(options: PairOptions) {
  const { slug, text } = otherLanguageFile(options);
  const file = `${options.other.dir}/${slug}.md`;
  await set(
    ['collection-create', options.other.collection],
    { version: 1, savedAt: new Date(), slug, files: new Map([[file, new TextEncoder().encode(text)]]) },
    createStore('keystatic', 'items'),
  );
  navigate(addressOf(options.other.collection, undefined));
}

function PairNotice({ options }: { options: PairOptions }) {
  const [slug] = useState(slugInAddress);
  const other = languageCalled(options.other.lang);
  const [presence, setPresence] = useState<Presence | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (slug) void presenceOf(`${options.other.dir}/${slug}.md`).then(setPresence);
  }, [slug, options.other.dir]);

  if (!slug) {
    return (
      <Notice tone="neutral">
        <Text>{words.pair.newCase(other)}</Text>
      </Notice>
    );
  }
  if (presence === null) return null;
  if (presence === 'exists') {
    // Keystatic routes the editor's own links without reloading it.
    return (
      <Notice tone="positive" data-language-pair="exists">
        <Text>
          {words.pair.both(other)}{' '}
          <TextLink href={addressOf(options.other.collection, slug)}>{words.pair.open(other)}</TextLink>
        </Text>
      </Notice>
    );
  }
  return (
    <Notice tone={presence === 'missing' ? 'caution' : 'neutral'} data-language-pair={presence}>
      <Flex direction="column" gap="medium" alignItems="start">
        <Text>{presence === 'missing' ? words.pair.missing(other) : words.pair.unknown(other)}</Text>
        <Button
          prominence="high"
          onPress={() => {
            setProblem(null);
            startOtherLanguage(options).catch((error: unknown) =>
              setProblem(error instanceof UnsavedPictures ? words.pair.unsavedPictures : String(error)),
            );
          }}
        >
          {words.pair.start(other)}
        </Button>
        {problem && <Text color="critical">{problem}</Text>}
      </Flex>
    </Notice>
  );
}

/** A field that stores nothing: the note on the other language, with its action. */
export function languagePair(options: PairOptions): BasicFormField<null> {
  return {
    kind: 'form',
    label: '',
    Input: () => <PairNotice options={options} />,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse: () => null },
  };
}
