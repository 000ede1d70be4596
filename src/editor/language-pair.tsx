// Notes above a case study's title in the editor, one for each other language: whether that version exists, with a
// link to it, or the action "Start the Spanish version from this one". A case needs a file in every language (the
// build refuses a lonely one). The action asks the editor's route (./files-route.ts) to write the other language's file from this one as
// saved, every text marked for translation, then opens it. The case is named by its title field's own value.
import { useState } from 'react';
import { Button } from '@keystar/ui/button';
import { TextLink } from '@keystar/ui/link';
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import type { Locale } from '../i18n/routes.ts';
import { casesDir, editorBase } from './dev-server.ts';
import { OtherLanguageRefused, startOtherLanguage, useSavedSlugs } from './saved-files.ts';
import type { NamedAddressField } from './text.tsx';
import { languageCalled, words } from './words.ts';
import { fill } from '../lib/text.ts';

export interface PairOptions {
  /** The language of this collection, and the others. */
  lang: Locale;
  others: Locale[];
  /** The Keystatic collection of a language's case studies. */
  collectionOf: (lang: Locale) => string;
}

/** A case's language and one of its others. */
type OnePair = Omit<PairOptions, 'others'> & { other: Locale };

/** An entry's page in the editor (Keystatic's address for it). */
const entryAddress = (collection: string, slug: string) =>
  `${editorBase}/collection/${encodeURIComponent(collection)}/item/${encodeURIComponent(slug)}`;

const savedCases = (lang: Locale) => ({ dir: casesDir(lang), extension: 'md' as const });

function StartOtherLanguage({ slug, options }: { slug: string; options: OnePair }) {
  const other = languageCalled(options.other);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<OtherLanguageRefused | Error | null>(null);
  const start = () => {
    setBusy(true);
    setRefusal(null);
    startOtherLanguage({ slug, from: options.lang, to: options.other })
      .then(() => location.assign(entryAddress(options.collectionOf(options.other), slug)))
      .catch((error: unknown) => {
        setBusy(false);
        setRefusal(error instanceof Error ? error : new Error(String(error)));
      });
  };
  const status = refusal instanceof OtherLanguageRefused ? refusal.status : null;
  return (
    <Notice tone="caution" data-language-pair="missing">
      <Flex direction="column" gap="medium" alignItems="start">
        <Text>{fill(words.pair.missing, { other })}</Text>
        <Button prominence="high" isPending={busy} onPress={start}>
          {fill(words.pair.start, { other })}
        </Button>
        {refusal && (
          <Text color="critical" role="alert">
            {status === 404
              ? words.pair.notSaved
              : status === 409
                ? fill(words.pair.exists, { other })
                : refusal.message}{' '}
            {status === 409 && (
              <TextLink href={entryAddress(options.collectionOf(options.other), slug)}>
                {fill(words.pair.open, { other })}
              </TextLink>
            )}
          </Text>
        )}
      </Flex>
    </Notice>
  );
}

function LanguagePair({ slug, options }: { slug: string; options: OnePair }) {
  const other = languageCalled(options.other);
  const here = useSavedSlugs(savedCases(options.lang));
  const there = useSavedSlugs(savedCases(options.other));
  if (!here || !there) return null;
  if (!here.has(slug)) {
    return (
      <Notice tone="neutral" data-language-pair="new">
        <Text>{fill(words.pair.newCase, { other })}</Text>
      </Notice>
    );
  }
  if (!there.has(slug)) return <StartOtherLanguage slug={slug} options={options} />;
  return (
    <Notice tone="positive" data-language-pair="exists">
      <Text>
        {fill(words.pair.both, { other })}{' '}
        <TextLink href={entryAddress(options.collectionOf(options.other), slug)}>
          {fill(words.pair.open, { other })}
        </TextLink>
      </Text>
    </Notice>
  );
}

/** A case's title field with the note on its other language above it. */
export function withLanguagePair(title: NamedAddressField, options: PairOptions): NamedAddressField {
  const TitleInput = title.Input;
  return {
    ...title,
    Input: function TitleWithLanguages(props) {
      // The address the case had when its page opened: the saved case's (a new one has none yet).
      const [opened] = useState(props.value.slug);
      return (
        <Flex direction="column" gap="xlarge">
          {options.others.map((other) => (
            <LanguagePair key={other} slug={opened} options={{ ...options, other }} />
          ))}
          <TitleInput {...props} />
        </Flex>
      );
    },
  };
}
