// How the editor lays out groups and lists (src/editor/fields.ts gives every object and list field these inputs):
// everything in place, top to bottom, the way the page reads; no dialog opens to add an item or a picture. Every
// field sits in an anchor named after its place (./problems.ts), which the error summary links to.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ArrayField, ComponentSchema, GenericPreviewProps, ObjectField } from '@keystatic/core';
import { ActionButton } from '@keystar/ui/button';
import { FieldDescription, FieldLabel, FieldMessage } from '@keystar/ui/field';
import { Box, Flex, Grid } from '@keystar/ui/layout';
import { Radio, RadioGroup } from '@keystar/ui/radio';
import { containerQueries, css } from '@keystar/ui/style';
import { Heading, Text } from '@keystar/ui/typography';
import { anchorOf, problemsIn, type Path } from './problems.ts';
import { PictureShownBelow, usePreviewSrc, type AssetField, type AssetValue } from './assets.tsx';
import { PictureOfGroup } from './focus.tsx';
import { numbered, words, tooFew, tooMany } from './words.ts';
import { fill } from '../lib/text.ts';

type Props = GenericPreviewProps<ComponentSchema, unknown>;
type Extra = { autoFocus: boolean; forceValidation: boolean };

/** Where the fields being drawn sit in their entry. */
const PathContext = createContext<Path>([]);
/** Whether the group being drawn is already named by what holds it (a list item's title, a picture's slot). */
const NamedByHolder = createContext(false);

/** The name of a list's item drawn in place, a single field ("Line 2"): the field shows it as its label. */
export const ItemName = createContext<string | undefined>(undefined);

/** The name of the top-level section being drawn ("Context"): where a picture row can be moved to. */
const SectionName = createContext<string | undefined>(undefined);

export const usePath = () => useContext(PathContext);

/**
 * The picture-row lists of the entry on screen ("Context", "The work"), each by its place: a row moves from one to
 * another with its pictures. Keystatic draws each top-level field on its own, with no parent of ours above them all,
 * so the lists meet here; one entry is on screen at a time.
 */
const rowLists = new Map<string, { section: string; append: (row: unknown) => void }>();
const rowListWatchers = new Set<() => void>();
let rowListsVersion = 0;
function rowListsChanged() {
  rowListsVersion++;
  for (const watcher of rowListWatchers) watcher();
}
function watchRowLists(watcher: () => void) {
  rowListWatchers.add(watcher);
  return () => rowListWatchers.delete(watcher);
}

/** The other picture-row lists of the entry, for the list at `here` to offer moving a row to. */
function useOtherRowLists(here: string, register: { section: string; append: (row: unknown) => void } | null) {
  // Registered while shown; `append` always adds to the list as it is now (Keystatic applies each change in turn).
  const latest = useRef(register);
  useEffect(() => {
    latest.current = register;
  });
  const registered = register !== null;
  const section = register?.section;
  useEffect(() => {
    if (!registered || section === undefined) return;
    rowLists.set(here, { section, append: (row) => latest.current?.append(row) });
    rowListsChanged();
    return () => {
      rowLists.delete(here);
      rowListsChanged();
    };
  }, [here, registered, section]);
  useSyncExternalStore(watchRowLists, () => rowListsVersion);
  return registered ? [...rowLists].filter(([place]) => place !== here).map(([, list]) => list) : [];
}

/** One field of any kind at its place: its anchor, then its input. */
export function FieldAt({
  field,
  path,
  forceValidation,
  autoFocus = false,
  named = false,
}: {
  field: Props;
  path: Path;
  forceValidation: boolean;
  autoFocus?: boolean;
  named?: boolean;
}) {
  const { schema } = field;
  // src/editor/fields.ts gives every field an input: a form field its own, a group or a list one of these.
  const Input = (schema as { Input: (props: Record<string, unknown>) => ReactNode }).Input;
  // A list's item carries its React key among its props: it stays out of the input's props.
  const { key: _key, ...props } = field as Record<string, unknown>;
  const input =
    schema.kind === 'form' ? (
      <Input value={props.value} onChange={props.onChange} autoFocus={autoFocus} forceValidation={forceValidation} />
    ) : (
      <Input {...props} autoFocus={autoFocus} forceValidation={forceValidation} />
    );
  return (
    <PathContext.Provider value={path}>
      <NamedByHolder.Provider value={named}>
        <div id={anchorOf(path)} className={css({ scrollMarginTop: '6rem', minWidth: 0 })}>
          {input}
        </div>
      </NamedByHolder.Provider>
    </PathContext.Provider>
  );
}

const cell = (span: number) =>
  css({
    gridColumn: `span ${span}`,
    minWidth: 0,
    [containerQueries.below.tablet]: { gridColumn: 'span 12' },
  });

const section = css({ paddingBlock: '0.5rem' });

/** A group of fields: a section of the page with its heading at the top of the form, a labelled group inside it. */
export function ObjectInput(
  props: GenericPreviewProps<ObjectField, unknown> & Extra & { layout?: number[] | undefined },
) {
  const path = usePath();
  const named = useContext(NamedByHolder);
  const labelId = useId();
  const { schema, fields, forceValidation } = props;
  const top = path.length === 1;
  const sectionName = useContext(SectionName);
  const title = named ? null : top ? (
    <Heading id={labelId} size="small">
      {schema.label}
    </Heading>
  ) : schema.label ? (
    <FieldLabel id={labelId} elementType="span">
      {schema.label}
    </FieldLabel>
  ) : null;
  // A group its holder already names (a list's item, a picture's slot) is that holder's content, not a level of its own.
  const grouping = named
    ? {}
    : { role: 'group', 'aria-labelledby': title ? labelId : undefined, 'data-editor-group': true };
  // A picture's group (its file, its description, its focal area): the focal area is drawn over the picture, which
  // shows there rather than twice.
  const pictureField = (fields as Record<string, { schema: ComponentSchema; value?: unknown } | undefined>).src;
  const picture = usePreviewSrc(
    (pictureField?.schema as Partial<AssetField> | undefined)?.assetOptions,
    pictureField?.value as AssetValue | null | undefined,
  );
  return (
    <PictureOfGroup.Provider value={picture}>
      <PictureShownBelow.Provider value={'focus' in fields}>
        <SectionName.Provider value={top ? schema.label : sectionName}>
          <Flex
            direction="column"
            gap={top ? 'large' : 'medium'}
            {...grouping}
            UNSAFE_className={top ? section : undefined}
          >
            {title}
            {!named && schema.description && <FieldDescription>{schema.description}</FieldDescription>}
            <Grid columns="repeat(12, minmax(0, 1fr))" gap="xlarge">
              {Object.entries(fields).map(([key, child], index) => (
                <div key={key} className={cell(props.layout?.[index] ?? 12)}>
                  <FieldAt field={child as Props} path={[...path, key]} forceValidation={forceValidation} />
                </div>
              ))}
            </Grid>
          </Flex>
        </SectionName.Provider>
      </PictureShownBelow.Provider>
    </PictureOfGroup.Provider>
  );
}

export interface ListOptions {
  /** What one item is called ("row", "card"). */
  item: string;
  /** The name an item shows in its title, from its fields. */
  itemLabel?: ((props: unknown) => string) | undefined;
  /** A list of picture rows: each is added with its layout chosen. */
  rows?: boolean;
}

type ListProps = GenericPreviewProps<ArrayField<ComponentSchema>, unknown> & Extra & { options: ListOptions };

/** Longer lists (cards, services) show each item folded to its title, opened where the marketer works. */
const foldedFrom = 4;

/** A list edited in place: each item where it shows, moved to the top, up or down, removed, or added at the end. */
export function ListInput(props: ListProps) {
  const path = usePath();
  const labelId = useId();
  const { schema, elements, onChange, forceValidation, options } = props;
  const keys = elements.map((element) => ({ key: element.key }));
  const { min, max } = schema.validation?.length ?? {};
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  // Items there when the list was first drawn; any other was added here, and opens to be filled in.
  const [known] = useState<ReadonlySet<string>>(() => new Set(elements.map((element) => element.key)));

  const move = (from: number, to: number) => {
    const next = [...keys];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const remove = (index: number) => onChange(keys.filter((_, position) => position !== index));
  const append = (value?: unknown) =>
    onChange([...keys, value === undefined ? { key: undefined } : { key: undefined, value }]);
  // An item added here takes the focus to its first field, once drawn: a Space pressed next types there, and does
  // not add another item (a row moved in from another section keeps the focus where it was).
  const focusItem = useRef<number | null>(null);
  const add = (value?: unknown) => {
    focusItem.current = keys.length;
    append(value);
  };
  useEffect(() => {
    const index = focusItem.current;
    if (index === null || elements.length <= index) return;
    focusItem.current = null;
    const item = document.querySelectorAll(`[aria-labelledby="${labelId}"] > [data-list-item]`)[index];
    const fields = item?.querySelector('[data-item-fields]');
    const first = fields?.querySelector('input, textarea, [contenteditable="true"]') ?? fields?.querySelector('button');
    if (first instanceof HTMLElement) first.focus();
  }, [elements.length, labelId]);
  // A picture row moves to another section of the page with its pictures, without choosing them again.
  const section = useContext(SectionName) ?? schema.label;
  const otherRowLists = useOtherRowLists(path.join('.'), options.rows ? { section, append } : null);
  const moveAway = (index: number, to: { append: (row: unknown) => void }) => {
    to.append(initializerOf(elements[index] as Props));
    remove(index);
  };

  const lengthProblem =
    forceValidation && min !== undefined && elements.length < min
      ? tooFew(min)
      : forceValidation && max !== undefined && elements.length > max
        ? tooMany(max)
        : null;
  const inPlace = schema.element.kind === 'form';
  const folds = !inPlace && !options.rows && elements.length >= foldedFrom;

  return (
    <Flex direction="column" gap="medium" role="group" aria-labelledby={labelId} data-editor-list>
      <FieldLabel id={labelId} elementType="span" isRequired={(min ?? 0) > 0} supplementRequiredState>
        {schema.label}
      </FieldLabel>
      {schema.description && <FieldDescription>{schema.description}</FieldDescription>}
      {elements.length === 0 && <Text color="neutralSecondary">{words.list.empty}</Text>}
      {elements.map((element, index) => {
        const itemPath = [...path, index];
        const title = numbered(options.item, index + 1);
        const named = options.itemLabel?.(element);
        const actions = (
          <ItemActions
            title={title}
            first={index === 0}
            last={index === elements.length - 1}
            onTop={() => move(index, 0)}
            onUp={() => move(index, index - 1)}
            onDown={() => move(index, index + 1)}
            onRemove={() => remove(index)}
            moves={otherRowLists.map((list) => ({ to: list.section, onMove: () => moveAway(index, list) }))}
          />
        );
        if (inPlace) {
          return (
            <Flex key={element.key} gap="regular" alignItems="end" data-list-item>
              <Box flex minWidth={0} data-item-fields>
                <ItemName.Provider value={title}>
                  <FieldAt field={element as Props} path={itemPath} forceValidation={forceValidation} />
                </ItemName.Provider>
              </Box>
              {actions}
            </Flex>
          );
        }
        const hasProblems = forceValidation && problemsIn(element as Props, itemPath, []).length > 0;
        const open = !folds || opened.has(element.key) || !known.has(element.key) || hasProblems;
        return (
          <Box key={element.key} border="neutral" borderRadius="medium" padding="large" data-editor-item data-list-item>
            <Flex direction="column" gap="large">
              <Flex gap="regular" alignItems="center" justifyContent="space-between" wrap>
                <Heading size="small" elementType="h3">
                  {named && named !== title ? `${title} · ${named}` : title}
                </Heading>
                <Flex gap="small" wrap>
                  {actions}
                  {folds && !hasProblems && (
                    <ActionButton
                      aria-expanded={open}
                      aria-label={`${open ? words.list.hide : words.list.show}: ${title}`}
                      onPress={() => setOpened((current) => toggled(current, element.key))}
                    >
                      {open ? words.list.hide : words.list.show}
                    </ActionButton>
                  )}
                </Flex>
              </Flex>
              {open && (
                <div data-item-fields>
                  <FieldAt field={element as Props} path={itemPath} forceValidation={forceValidation} named />
                </div>
              )}
            </Flex>
          </Box>
        );
      })}
      {options.rows ? (
        <Flex gap="regular" wrap>
          {words.row.add.map((label, index) => (
            <ActionButton key={label} onPress={() => add(Array.from({ length: index + 1 }, () => ({})))}>
              {label}
            </ActionButton>
          ))}
        </Flex>
      ) : (
        <ActionButton alignSelf="start" isDisabled={max !== undefined && elements.length >= max} onPress={() => add()}>
          {fill(words.list.add, { item: options.item })}
        </ActionButton>
      )}
      {lengthProblem && <FieldMessage>{lengthProblem}</FieldMessage>}
    </Flex>
  );
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

function ItemActions(props: {
  title: string;
  first: boolean;
  last: boolean;
  onTop: () => void;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  /** Other lists the item can go to, by their sections' names. */
  moves?: { to: string; onMove: () => void }[];
}) {
  const name = props.title.toLocaleLowerCase();
  return (
    <Flex gap="small" wrap>
      <ActionButton aria-label={`${words.list.top}: ${name}`} isDisabled={props.first} onPress={props.onTop}>
        {words.list.top}
      </ActionButton>
      <ActionButton aria-label={`${words.list.up}: ${name}`} isDisabled={props.first} onPress={props.onUp}>
        {words.list.up}
      </ActionButton>
      <ActionButton aria-label={`${words.list.down}: ${name}`} isDisabled={props.last} onPress={props.onDown}>
        {words.list.down}
      </ActionButton>
      {props.moves?.map(({ to, onMove }) => (
        <ActionButton key={to} aria-label={`${fill(words.list.moveTo, { section: to })}: ${name}`} onPress={onMove}>
          {fill(words.list.moveTo, { section: to })}
        </ActionButton>
      ))}
      <ActionButton aria-label={`${words.list.remove}: ${name}`} onPress={props.onRemove}>
        {words.list.remove}
      </ActionButton>
    </Flex>
  );
}

type RowProps = GenericPreviewProps<ArrayField<ComponentSchema>, unknown> & Extra;

/**
 * A row of one to three pictures: its layout (one wide, two or three side by side) is how many pictures it holds,
 * chosen here; each picture is chosen in its place. Pictures a narrower layout drops come back if it widens again.
 */
export function RowInput(props: RowProps) {
  const path = usePath();
  const { elements, onChange, forceValidation } = props;
  const dropped = useRef<unknown[]>([]);
  const count = elements.length;

  const resize = (wanted: number) => {
    const keys = elements.map((element) => ({ key: element.key }));
    if (wanted < count) {
      dropped.current = [
        ...elements.slice(wanted).map((element) => initializerOf(element as Props)),
        ...dropped.current,
      ];
      onChange(keys.slice(0, wanted));
    } else {
      const restored = dropped.current.splice(0, wanted - count);
      onChange([
        ...keys,
        ...Array.from({ length: wanted - count }, (_, index) => ({ key: undefined, value: restored[index] ?? {} })),
      ]);
    }
  };

  return (
    <Flex direction="column" gap="large">
      <RadioGroup
        label={words.row.layout}
        orientation="horizontal"
        value={String(count)}
        onChange={(value) => resize(Number(value))}
      >
        {words.row.layouts.map((name, index) => (
          <Radio key={name} value={String(index + 1)}>
            {name}
          </Radio>
        ))}
      </RadioGroup>
      <Grid columns={`repeat(${Math.max(count, 1)}, minmax(0, 1fr))`} gap="large">
        {elements.map((element, index) => (
          <Flex
            key={element.key}
            direction="column"
            gap="medium"
            minWidth={0}
            role="group"
            aria-label={fill(words.row.picture, { position: index + 1 })}
            data-editor-group
          >
            <Text weight="medium">{fill(words.row.picture, { position: index + 1 })}</Text>
            <FieldAt field={element as Props} path={[...path, index]} forceValidation={forceValidation} named />
          </Flex>
        ))}
      </Grid>
    </Flex>
  );
}

/** An item's values as Keystatic takes them to create an item again (each field's value, lists as their items). */
function initializerOf(props: Props): unknown {
  switch (props.schema.kind) {
    case 'form':
      return (props as { value: unknown }).value;
    case 'object':
      return Object.fromEntries(
        Object.entries((props as { fields: Record<string, Props> }).fields).map(([key, child]) => [
          key,
          initializerOf(child),
        ]),
      );
    case 'array':
      return (props as unknown as { elements: Props[] }).elements.map((element) => ({ value: initializerOf(element) }));
    default:
      return undefined;
  }
}
