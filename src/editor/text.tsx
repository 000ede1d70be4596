// Text fields checked by the very zod schema the build runs (src/lib/schemas/), so the editor and the build
// accept the same texts; the messages are the editor's own. A text with a limit shows how much of it is used, and
// a text copied from the other language for translation says so until it is translated (or kept as it is).
import { useEffect, useId, useState } from 'react';
import type { SlugFormField } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { z } from 'astro/zod';
import { slugPattern } from '../i18n/routes.ts';
import { translationMark, untranslatedFrom } from '../lib/schemas/text.ts';
import { words } from './words.ts';

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
  if (from) return words.untranslated(from);
  const result = z.safeParse(options.schema, value === '' ? undefined : value);
  const issue = result.error?.issues[0];
  if (!issue) return null;
  switch (issue.code) {
    case 'invalid_type':
      return words.required;
    case 'too_small':
      return value.trim() === '' ? words.onlySpaces : words.tooShort(Number(issue.minimum));
    case 'too_big':
      return words.tooLong(Number(issue.maximum), value.length);
    case 'invalid_format':
      return words.invalid(options.invalid ?? issue.message);
    default:
      return words.invalid(issue.message);
  }
}

/** A text without the mark of a copy made for translation: what the marketer sees and edits. */
function unmarked(value: string): string {
  const from = untranslatedFrom(value);
  return from ? value.trimStart().slice(translationMark(from).length).trimStart() : value;
}

/** A lowercase, hyphenated address made from a name: "Huerta Urbana" → `huerta-urbana`. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
        label={options.label}
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
          {words.counter(shown.length, options.max)}
        </Text>
      )}
      {from && (
        <Notice tone="caution" data-untranslated={from}>
          <Flex gap="regular" alignItems="center" justifyContent="space-between" wrap>
            <Text>{words.untranslatedNote(from)}</Text>
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
  const parse = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw new Error(words.notAText);
    return value;
  };
  const validate = (value: string, slugs?: Set<string>) => {
    if (slugs?.has(value)) throw new Error(words.usedTwice(value));
    const problem = textProblem(options, value);
    if (problem) throw new Error(problem);
    return value;
  };
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
}

function slugProblem(options: SlugOptions, slug: string, taken: Set<string> | undefined): string | null {
  if (slug === '') return words.required;
  if (!slugPattern.test(slug)) return words.invalid(options.slug.invalid);
  if (taken?.has(slug)) return words.address.taken(slug);
  return null;
}

function NamedAddressInput(props: {
  value: NamedAddress;
  onChange: (value: NamedAddress) => void;
  autoFocus: boolean;
  forceValidation: boolean;
  options: SlugOptions;
  taken: Set<string> | undefined;
  /** Forgets the addresses of another entry's page (the field is shared by every entry of its collection). */
  forget: () => void;
}) {
  const { value, onChange, options, forget } = props;
  useEffect(forget, [forget]);
  // A new entry's address follows its name until the marketer types one; an existing (or started) one keeps its own.
  const [follows, setFollows] = useState(value.slug === '');
  const [blurred, setBlurred] = useState(false);
  const problem = props.forceValidation || blurred ? slugProblem(options, value.slug, props.taken) : null;
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
    </Flex>
  );
}

/** The title of a collection's entry together with its address (the file's name): Keystatic's slug field. */
export function namedAddressField(
  options: SlugOptions,
): SlugFormField<NamedAddress, NamedAddress, NamedAddress, string> {
  const parse = (value: unknown, slug: string): NamedAddress => {
    if (value !== undefined && typeof value !== 'string') throw new Error(words.notAText);
    return { name: value ?? '', slug };
  };
  // The other entries' addresses, as Keystatic gave them when it last checked the form (on Save): the field's
  // message and the error summary, which check it again without them, say "taken" too.
  let taken: Set<string> | undefined;
  const forget = () => {
    taken = undefined;
  };
  const validate = (value: NamedAddress, others?: Set<string>) => {
    if (others) taken = others;
    const problem = textProblem(options.name, value.name) ?? slugProblem(options, value.slug, others ?? taken);
    if (problem) throw new Error(problem);
    return value;
  };
  return {
    kind: 'form',
    formKind: 'slug',
    label: options.name.label,
    Input: (props) => <NamedAddressInput {...props} options={options} taken={taken} forget={forget} />,
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
}
