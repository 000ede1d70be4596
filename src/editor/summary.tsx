// The error summary at the top of every form: when Save (or Create) is pressed and something stops it, a box at
// the top says what and where, each item a link to its field, and takes the focus so it is seen from the button,
// every time. Keystatic gives a field only its own value, so each top-level field reports its problems to a board
// here (`entryForm`) and the summary reads the board.
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { BasicFormField, ComponentSchema, GenericPreviewProps } from '@keystatic/core';
import { Notice } from '@keystar/ui/notice';
import { Content } from '@keystar/ui/slots';
import { Heading, Text } from '@keystar/ui/typography';
import { css } from '@keystar/ui/style';
import { FieldAt } from './forms.tsx';
import { anchorOf, problemsIn, type Path, type Problem } from './problems.ts';
import { words } from './words.ts';

type Props = GenericPreviewProps<ComponentSchema, unknown>;

/** Each mounted reporter's problems, in the order of the fields in the form. */
const reports = new Map<object, { order: number; problems: Problem[] }>();
/** The form's top-level fields as they are now (what "Start the other version" copies). */
const shownFields = new Map<string, Props>();

/** The entry in the form, field by field, as the marketer has it now (saved or not). */
export function currentEntry(): ReadonlyMap<string, Props> {
  return shownFields;
}

function Shown({ name, props }: { name: string; props: Props }) {
  useLayoutEffect(() => {
    shownFields.set(name, props);
    return () => {
      if (shownFields.get(name) === props) shownFields.delete(name);
    };
  }, [name, props]);
  return null;
}
const listeners = new Set<() => void>();
let board: Problem[] = [];

function changed() {
  board = [...reports.values()].sort((a, b) => a.order - b.order).flatMap((report) => report.problems);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Puts a field's problems on the board while it is on the page; `order` places them in the summary. */
export function useReport(order: number, problems: Problem[]) {
  const [token] = useState(() => ({}));
  const text = JSON.stringify(problems);
  useLayoutEffect(() => {
    reports.set(token, { order, problems: JSON.parse(text) as Problem[] });
    changed();
  }, [token, order, text]);
  useLayoutEffect(
    () => () => {
      reports.delete(token);
      changed();
    },
    [token],
  );
}

function Report({ order, problems, children }: { order: number; problems: Problem[]; children: ReactNode }) {
  useReport(order, problems);
  return children;
}

/** Moves to a field: scrolls it into view and puts the cursor in its first input. */
function goTo(path: Path) {
  const field = document.getElementById(anchorOf(path));
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field
    .querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, [contenteditable="true"], button, [role="combobox"]',
    )
    ?.focus({ preventScroll: true });
}

function SummaryBox({ forceValidation }: { forceValidation: boolean }) {
  const problems = useSyncExternalStore(subscribe, () => board);
  const [attempts, setAttempts] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const attempt = () => setAttempts((count) => count + 1);
    // Save and Create submit the entry's form; Ctrl/⌘+S saves without a submit.
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') attempt();
    };
    document.addEventListener('submit', attempt, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('submit', attempt, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);

  const shown = (forceValidation || attempts > 0) && problems.length > 0;
  useEffect(() => {
    if (shown && attempts > 0) {
      box.current?.scrollIntoView({ block: 'start' });
      box.current?.focus({ preventScroll: true });
    }
  }, [attempts, shown]);

  if (!shown) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-error-summary
      className={css({ outline: 'none', scrollMarginTop: '6rem' })}
    >
      <Notice tone="critical">
        <Heading id={titleId}>{words.summary.title(problems.length)}</Heading>
        <Content>
          <Text>{words.summary.intro}</Text>
          <ul className={css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' })}>
            {problems.map((problem) => (
              <li key={`${problem.path.join('.')}|${problem.message}`}>
                <Text>
                  <a
                    href={`#${anchorOf(problem.path)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      goTo(problem.path);
                    }}
                  >
                    {problem.where.join(' › ')}
                  </a>
                  {`: ${problem.message}`}
                </Text>
              </li>
            ))}
          </ul>
        </Content>
      </Notice>
    </div>
  );
}

/** A field that stores nothing: the summary box, first in the form. */
function summaryField(): BasicFormField<null> {
  return {
    kind: 'form',
    label: '',
    Input: (props) => <SummaryBox forceValidation={props.forceValidation} />,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse: () => null },
  };
}

function labelOf(schema: ComponentSchema): string {
  return 'label' in schema && typeof schema.label === 'string' ? schema.label : '';
}

/** One top-level field that reports its problems and sits in its anchor. */
function reporting(key: string, field: ComponentSchema, order: number): ComponentSchema {
  const where = labelOf(field) ? [labelOf(field)] : [];
  if (field.kind === 'form') {
    const Input = field.Input;
    return {
      ...field,
      Input: (props: Parameters<typeof Input>[0]) => {
        const shown = { schema: field, value: props.value, onChange: props.onChange } as Props;
        const problems = problemsIn(shown, [key], where);
        return (
          <Report order={order} problems={problems}>
            <Shown name={key} props={shown} />
            <div id={anchorOf([key])} className={css({ scrollMarginTop: '6rem' })}>
              <Input {...props} />
            </div>
          </Report>
        );
      },
    } as ComponentSchema;
  }
  return {
    ...field,
    Input: (props: Props & { forceValidation: boolean }) => {
      const shown = { ...props, schema: field } as Props;
      return (
        <Report order={order} problems={problemsIn(shown, [key], where)}>
          <Shown name={key} props={shown} />
          <FieldAt field={shown} path={[key]} forceValidation={props.forceValidation} />
        </Report>
      );
    },
  } as ComponentSchema;
}

/**
 * An entry's fields as the editor shows them: the error summary first, then `notes` (fields of the editor's own,
 * like the languages of a case), then the entry's fields, each reporting to the summary.
 */
export function entryForm<T extends Record<string, ComponentSchema>>(
  fields: T,
  notes: Record<string, ComponentSchema> = {},
): T {
  return {
    problems: summaryField(),
    ...notes,
    ...Object.fromEntries(Object.entries(fields).map(([key, field], order) => [key, reporting(key, field, order)])),
  } as unknown as T;
}
