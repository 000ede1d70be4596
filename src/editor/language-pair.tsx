// A note at the top of a case study in the editor: whether its other language exists, with a way to it.
// A case needs both files (the build refuses a lonely one); this says so while the marketer is still editing.
import { useEffect, useState } from 'react';
import type { BasicFormField } from '@keystatic/core';
import { Notice } from '@keystar/ui/notice';
import { TextLink } from '@keystar/ui/link';
import { Text } from '@keystar/ui/typography';
import type { Locale } from '../i18n/routes.ts';

export interface PairOptions {
  /** The language of this collection, and for each language its collection and folder. */
  lang: Locale;
  collections: Record<Locale, { key: string; label: string; dir: string }>;
}

type Presence = 'exists' | 'missing' | 'unknown';

/** This entry's slug, from the editor's address (`…/collection/casesEn/item/aca`); none while creating. */
function slugInAddress(): string | undefined {
  return /\/collection\/[^/]+\/item\/([^/?#]+)/.exec(window.location.pathname)?.[1];
}

/** Another collection's page, keeping the editor's own prefix (a branch, in GitHub mode). */
function addressOf(collection: string, slug: string | undefined): string {
  const base = window.location.pathname.replace(/\/collection\/.*$/, '');
  return slug ? `${base}/collection/${collection}/item/${slug}` : `${base}/collection/${collection}/create`;
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

function PairNotice({ options }: { options: PairOptions }) {
  const [slug] = useState(slugInAddress);
  const [other] = Object.entries(options.collections).filter(([lang]) => lang !== options.lang) as [Locale, PairOptions['collections'][Locale]][];
  const [otherLang, otherCollection] = other!;
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    if (slug) void presenceOf(`${otherCollection.dir}/${slug}.md`).then(setPresence);
  }, [slug, otherCollection.dir]);

  if (!slug) {
    return (
      <Notice tone="neutral">
        <Text>
          Every case study has a version in each language, with the same address (slug). Save this one, then create the{' '}
          {otherCollection.label} version with the same address: copy this entry (the clipboard button at the top), open{' '}
          <TextLink href={addressOf(otherCollection.key, undefined)}>{otherCollection.label}</TextLink>, create, paste, and translate.
        </Text>
      </Notice>
    );
  }
  if (presence === 'exists' || presence === 'unknown') {
    return (
      <Notice tone={presence === 'exists' ? 'positive' : 'neutral'}>
        <Text>
          {presence === 'exists' ? 'This case has its ' : 'This case needs its '}
          <TextLink href={addressOf(otherCollection.key, slug)}>{otherCollection.label} version</TextLink> ({otherLang}/{slug}.md).
        </Text>
      </Notice>
    );
  }
  if (presence === 'missing') {
    return (
      <Notice tone="caution" data-language-pair="missing">
        <Text>
          This case has no {otherCollection.label} version yet, and the site cannot be published without it. Copy this entry (the
          clipboard button at the top), then{' '}
          <TextLink href={addressOf(otherCollection.key, undefined)}>create the {otherCollection.label} version</TextLink> with the
          address (slug) “{slug}”, paste, and translate.
        </Text>
      </Notice>
    );
  }
  return null;
}

/** A field that stores nothing and shows whether the other language of this case exists. */
export function languagePair(options: PairOptions): BasicFormField<null> {
  return {
    kind: 'form',
    label: 'Languages',
    Input: () => <PairNotice options={options} />,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse: () => null },
  };
}
