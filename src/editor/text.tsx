// Text fields checked by the very zod schema the build runs (src/lib/content-schema.ts), so the editor and the build
// accept the same texts; the messages are the editor's own. A text with a limit shows how much of it is used.
import { useState } from 'react';
import type { SlugFormField } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { z } from 'astro/zod';
import { slugPattern } from '../i18n/routes.ts';

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
  const result = z.safeParse(options.schema, value === '' ? undefined : value);
  const issue = result.error?.issues[0];
  if (!issue) return null;
  switch (issue.code) {
    case 'invalid_type':
      return `${options.label} is required`;
    case 'too_small':
      return value.trim() === '' ? `${options.label} must not be only spaces` : `${options.label} must be at least ${String(issue.minimum)} characters`;
    case 'too_big':
      return `${options.label} must be no longer than ${String(issue.maximum)} characters`;
    case 'invalid_format':
      return `${options.label}: ${options.invalid ?? issue.message}`;
    default:
      return `${options.label}: ${issue.message}`;
  }
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
  const Input = options.multiline ? TextArea : TextField;
  const over = options.max !== undefined && value.length > options.max;
  // Too long is said at once, as the counter turns; anything else once the marketer leaves the field or saves.
  const problem = over || forceValidation || blurred ? textProblem(options, value) : null;
  return (
    <Flex direction="column" gap="regular">
      <Input
        label={options.label}
        description={options.description}
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onBlur={() => setBlurred(true)}
        isRequired={options.required}
        errorMessage={problem ?? undefined}
      />
      {options.max !== undefined && (
        <Text size="small" color={over ? 'critical' : 'neutralSecondary'} data-counter={over ? 'over' : 'within'} alignSelf="end">
          {value.length} / {options.max}
        </Text>
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
    if (typeof value !== 'string') throw new Error(`${options.label} must be a text`);
    return value;
  };
  const validate = (value: string, slugs?: Set<string>) => {
    if (slugs?.has(value)) throw new Error(`"${value}" is used twice`);
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
  if (slug === '') return `${options.slug.label} is required`;
  if (!slugPattern.test(slug)) return `${options.slug.label}: ${options.slug.invalid}`;
  if (taken?.has(slug)) return `${options.slug.label}: "${slug}" is taken by another entry`;
  return null;
}

function NamedAddressInput(props: { value: NamedAddress; onChange: (value: NamedAddress) => void; autoFocus: boolean; forceValidation: boolean; options: SlugOptions }) {
  const { value, onChange, options } = props;
  // A new entry's address follows its name until the marketer types one; an existing (or started) one keeps its own.
  const [follows, setFollows] = useState(value.slug === '');
  const [blurred, setBlurred] = useState(false);
  const problem = props.forceValidation || blurred ? slugProblem(options, value.slug, undefined) : null;
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
        <ActionButton onPress={() => onChange({ name: value.name, slug: slugify(value.name) })}>Make from the title</ActionButton>
      </Flex>
    </Flex>
  );
}

/** The title of a collection's entry together with its address (the file's name): Keystatic's slug field. */
export function namedAddressField(options: SlugOptions): SlugFormField<NamedAddress, NamedAddress, NamedAddress, string> {
  const parse = (value: unknown, slug: string): NamedAddress => {
    if (value !== undefined && typeof value !== 'string') throw new Error(`${options.name.label} must be a text`);
    return { name: value ?? '', slug };
  };
  const validate = (value: NamedAddress, taken?: Set<string>) => {
    const problem = textProblem(options.name, value.name) ?? slugProblem(options, value.slug, taken);
    if (problem) throw new Error(problem);
    return value;
  };
  return {
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
      parse: (value) => validate(parse((value as Partial<NamedAddress> | undefined)?.name, (value as Partial<NamedAddress> | undefined)?.slug ?? '')),
      parseWithSlug: (value, extra) => validate(parse(value, extra.slug)).name,
    },
  };
}
