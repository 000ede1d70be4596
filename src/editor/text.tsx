// Text fields checked by the very zod schema the build runs (src/lib/schemas/), so the editor and the build
// accept the same texts; the messages are the editor's own. A text with a limit shows how much of it is used, and
// a text copied from the other language for translation says so until it is translated (or kept as it is).
import { useContext, useId, useState } from 'react';
import type { FormFieldInputProps, SlugFormField } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { z } from 'astro/zod';
import { slugPattern } from '../i18n/routes.ts';
import { translationMark, untranslatedFrom } from '../lib/schemas/text.ts';
import { fill, slugify } from '../lib/text.ts';
import type { SavedEntries } from './dev-server.ts';
import { ItemName, usePath } from './forms.tsx';
import { useSavedSlugs } from './saved-files.ts';
import { refusedIf, storedText } from './problems.ts';
import { ReportedProblems } from './summary.tsx';
import { capital, words, untranslated } from './words.ts';

export interface TextOptions {
  label: string;
  description?: string | undefined;
  multiline: boolean;
  /** The field's schema as the build reads it (optional where the field may stay empty). */
  schema: z.core.$ZodType;
  required: boolean;
  /** The longest text the page's layout holds, if it has a limit. */
  max?: number | undefined;
  /** What the schema's pattern asks for, said to the marketer ("a full web address, starting with https://"). */
  invalid?: string | undefined;
}

/** Why the build would refuse the text, or null. An empty text is one the file leaves out. */
export function textProblem(options: TextOptions, value: string): string | null {
  const from = untranslatedFrom(value);
  if (from) return untranslated(words.untranslated, from);
  const result = z.safeParse(options.schema, value === '' ? undefined : value);
  const issue = result.error?.issues[0];
  if (!issue) return null;
  switch (issue.code) {
    case 'invalid_type':
      return words.required;
    case 'too_small':
      return value.trim() === '' ? words.onlySpaces : fill(words.tooShort, { min: Number(issue.minimum) });
    case 'too_big':
      return fill(words.tooLong, {
        max: Number(issue.maximum),
        length: value.length,
        over: value.length - Number(issue.maximum),
      });
    case 'invalid_format':
      return capital(options.invalid ?? issue.message);
    default:
      return capital(issue.message);
  }
}

/** A text without the mark of a copy made for translation: what the marketer sees and edits. */
function unmarked(value: string): string {
  const from = untranslatedFrom(value);
  return from ? value.trimStart().slice(translationMark(from).length).trimStart() : value;
}

interface BoxProps {
  options: TextOptions;
  value: string;
  onChange: (value: string) => void;
  autoFocus: boolean;
  forceValidation: boolean;
}

/** One text box with its label, hint, counter and message. */
function TextBox({ options, value, onChange, autoFocus, forceValidation }: BoxProps) {
  const [blurred, setBlurred] = useState(false);
  const counterId = useId();
  // In a list of texts, each is named by its place ("Line 2"), the list's label above them all.
  const label = useContext(ItemName) ?? options.label;
  const Input = options.multiline ? TextArea : TextField;
  // Typing in a text still marked for translation is translating it: what is typed replaces it, unmarked.
  const from = untranslatedFrom(value);
  const shown = unmarked(value);
  const over = options.max !== undefined && shown.length > options.max;
  // Too long is said at once, as the counter turns; anything else once the marketer leaves the field or saves.
  const problem = over || forceValidation || blurred ? textProblem(options, value) : null;
  return (
    <Flex direction="column" gap="regular">
      <Input
        label={label}
        description={options.description}
        autoFocus={autoFocus}
        value={shown}
        onChange={onChange}
        onBlur={() => setBlurred(true)}
        isRequired={options.required}
        errorMessage={problem ?? undefined}
        aria-describedby={options.max !== undefined ? counterId : undefined}
      />
      {options.max !== undefined && (
        <Text
          id={counterId}
          size="small"
          color={over ? 'critical' : 'neutralSecondary'}
          data-counter={over ? 'over' : 'within'}
          alignSelf="end"
        >
          {fill(words.counter, { length: shown.length, max: options.max })}
        </Text>
      )}
      {from && (
        <Notice tone="caution" data-untranslated={from}>
          <Flex gap="regular" alignItems="center" justifyContent="space-between" wrap>
            <Text>{untranslated(words.untranslatedNote, from)}</Text>
            <ActionButton onPress={() => onChange(shown)}>{words.keepAsIs}</ActionButton>
          </Flex>
        </Notice>
      )}
    </Flex>
  );
}

/**
 * A text field. It is a "slug" field in Keystatic's sense so that a list can keep its items' ids apart
 * (`slugField`): within a list, `slugs` holds the other items' values.
 */
export function textField(options: TextOptions): SlugFormField<string, string, string, null> {
  const parse = (value: unknown): string => storedText(value) ?? '';
  const validate = (value: string, slugs?: Set<string>) =>
    refusedIf(value, slugs?.has(value) ? fill(words.usedTwice, { value }) : textProblem(options, value));
  return {
    kind: 'form',
    formKind: 'slug',
    label: options.label,
    Input: (props) => <TextBox {...props} options={options} />,
    defaultValue: () => '',
    parse: (value, extra) => (extra?.slug !== undefined ? extra.slug : parse(value)),
    serialize: (value) => ({ value: value === '' ? undefined : value }),
    serializeWithSlug: (value) => ({ slug: value, value: undefined }),
    validate: (value, extra) => validate(value, extra?.slugField.slugs),
    reader: {
      parse: (value) => validate(parse(value)),
      parseWithSlug: () => null,
    },
  };
}

export interface NamedAddress {
  name: string;
  slug: string;
}

export interface SlugOptions {
  name: TextOptions;
  slug: { label: string; description?: string | undefined; invalid: string };
  /** Where the collection's entries are saved, to say before Save that an address is taken (local files only). */
  saved?: SavedEntries | undefined;
}

function slugProblem(options: SlugOptions, slug: string, taken: ReadonlySet<string> | undefined): string | null {
  if (slug === '') return words.required;
  if (!slugPattern.test(slug)) return capital(options.slug.invalid);
  if (taken?.has(slug)) return fill(words.address.taken, { slug });
  return null;
}

function NamedAddressInput(props: FormFieldInputProps<NamedAddress> & { options: SlugOptions }) {
  const { value, onChange, options } = props;
  const path = usePath();
  // The address the entry had when its page opened is its own; any other saved one belongs to another entry.
  const [opened] = useState(value.slug);
  const saved = useSavedSlugs(options.saved);
  const others = saved && new Set([...saved].filter((slug) => slug !== opened));
  // A new entry's address follows its name until the marketer types one; an existing (or started) one keeps its own.
  const [follows, setFollows] = useState(value.slug === '');
  const [blurred, setBlurred] = useState(false);
  const taken = others?.has(value.slug) ? fill(words.address.taken, { slug: value.slug }) : null;
  const problem = props.forceValidation || blurred ? slugProblem(options, value.slug, others ?? undefined) : null;
  return (
    <Flex direction="column" gap="xlarge">
      <TextBox
        options={options.name}
        value={value.name}
        onChange={(name) => onChange({ name, slug: follows ? slugify(name) : value.slug })}
        autoFocus={props.autoFocus}
        forceValidation={props.forceValidation}
      />
      <Flex gap="regular" alignItems="end">
        <TextField
          flex={1}
          label={options.slug.label}
          description={options.slug.description}
          value={value.slug}
          onChange={(slug) => {
            setFollows(false);
            onChange({ name: value.name, slug });
          }}
          onBlur={() => setBlurred(true)}
          isRequired
          errorMessage={problem ?? undefined}
        />
        <ActionButton onPress={() => onChange({ name: value.name, slug: slugify(unmarked(value.name)) })}>
          {words.address.fromTitle}
        </ActionButton>
      </Flex>
      {/* Keystatic checks the other entries' addresses on Save and tells no one: the error summary hears it here. */}
      <ReportedProblems problems={taken ? [{ path, where: [options.name.label], message: taken }] : []} />
    </Flex>
  );
}

/** The title of a collection's entry together with its address (the file's name): Keystatic's slug field. */
export function namedAddressField(options: SlugOptions) {
  const parse = (value: unknown, slug: string): NamedAddress => ({ name: storedText(value) ?? '', slug });
  // On Save, Keystatic gives the other entries' addresses; the summary, which checks again without them, hears of
  // a taken address from the field itself.
  const validate = (value: NamedAddress, others?: ReadonlySet<string>) =>
    refusedIf(value, textProblem(options.name, value.name) ?? slugProblem(options, value.slug, others));
  const field: SlugFormField<NamedAddress, NamedAddress, NamedAddress, string> = {
    kind: 'form',
    formKind: 'slug',
    label: options.name.label,
    Input: (props) => <NamedAddressInput {...props} options={options} />,
    defaultValue: () => ({ name: '', slug: '' }),
    parse: (value, extra) => {
      if (extra?.slug !== undefined) return parse(value, extra.slug);
      // Outside a collection's slug (a list's item, a clipboard), the field is stored whole.
      const stored = (value ?? {}) as Partial<NamedAddress>;
      return { name: stored.name ?? '', slug: stored.slug ?? '' };
    },
    serialize: (value) => ({ value: { ...value } }),
    serializeWithSlug: (value) => ({ value: value.name, slug: value.slug }),
    validate: (value, extra) => validate(value, extra?.slugField.slugs),
    reader: {
      parse: (value) =>
        validate(
          parse(
            (value as Partial<NamedAddress> | undefined)?.name,
            (value as Partial<NamedAddress> | undefined)?.slug ?? '',
          ),
        ),
      parseWithSlug: (value, extra) => validate(parse(value, extra.slug)).name,
    },
  };
  return field;
}

export type NamedAddressField = ReturnType<typeof namedAddressField>;
