// The error summary at the top of every form: when Save (or Create) is refused, a box at the top says what and
// where, each item a link to its field, and takes the focus so it is seen from the button, every time. Keystatic
// gives a field only its own value, so each top-level field states its problems in its own markup
// (`ReportedProblems`) and the summary reads them from the form it sits in: each form keeps its own.
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BasicFormField, ComponentSchema, FormFieldInputProps, GenericPreviewProps } from '@keystatic/core';
import { Notice } from '@keystar/ui/notice';
import { Content } from '@keystar/ui/slots';
import { Heading, Text } from '@keystar/ui/typography';
import { css } from '@keystar/ui/style';
import { FieldAt } from './forms.tsx';
import { anchorOf, problemsIn, type Path, type Problem } from './problems.ts';
import { words } from './words.ts';

type Props = GenericPreviewProps<ComponentSchema, unknown>;

const problemsAttribute = 'data-problems';

/** A field's problems, written into its markup for the summary of its form to read. */
export function ReportedProblems({ problems }: { problems: Problem[] }) {
  return <div hidden {...{ [problemsAttribute]: JSON.stringify(problems) }} />;
}

/** Every problem the fields of a form state, in the form's order (as JSON: equal lists are equal strings). */
function statedIn(form: HTMLFormElement): string {
  const stated = [...form.querySelectorAll(`[${problemsAttribute}]`)].flatMap(
    (element) => JSON.parse(element.getAttribute(problemsAttribute)!) as Problem[],
  );
  return JSON.stringify(stated);
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
  // The form this box sits in: the one whose fields it lists, and whose Save it answers.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const place = useCallback((element: HTMLDivElement | null) => setForm(element?.closest('form') ?? null), []);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const subscribe = useCallback(
    (changed: () => void) => {
      if (!form) return () => {};
      const observer = new MutationObserver(changed);
      observer.observe(form, { subtree: true, childList: true, attributeFilter: [problemsAttribute] });
      return () => observer.disconnect();
    },
    [form],
  );
  const stated = useSyncExternalStore(subscribe, () => (form ? statedIn(form) : '[]'));
  const problems = useMemo(() => JSON.parse(stated) as Problem[], [stated]);

  // Saves the form refused: Save and Create submit it, Ctrl/⌘+S saves without a submit.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (!form) return;
    const attempt = () => {
      if (statedIn(form) !== '[]') setRefusals((count) => count + 1);
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') attempt();
    };
    form.addEventListener('submit', attempt);
    form.addEventListener('keydown', onKey);
    return () => {
      form.removeEventListener('submit', attempt);
      form.removeEventListener('keydown', onKey);
    };
  }, [form]);

  useEffect(() => {
    if (refusals === 0) return;
    box.current?.scrollIntoView({ block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [refusals]);

  const shown = (forceValidation || refusals > 0) && problems.length > 0;
  return (
    <div ref={place}>
      {shown && (
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
      )}
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

/** One top-level field at its anchor, stating its problems for the summary. */
function reporting<F extends ComponentSchema>(key: string, field: F): F {
  const where = labelOf(field) ? [labelOf(field)] : [];
  const Reported = ({ shown, ...props }: { shown: Props; autoFocus: boolean; forceValidation: boolean }) => (
    <>
      <ReportedProblems problems={problemsIn(shown, [key], where)} />
      <FieldAt field={shown} path={[key]} {...props} />
    </>
  );
  if (field.kind === 'form') {
    return {
      ...field,
      Input: ({ value, onChange, ...props }: FormFieldInputProps<unknown>) => (
        <Reported shown={{ schema: field, value, onChange } as Props} {...props} />
      ),
    };
  }
  return {
    ...field,
    Input: (props: Props & { autoFocus: boolean; forceValidation: boolean }) => (
      <Reported
        shown={{ ...props, schema: field } as Props}
        autoFocus={props.autoFocus}
        forceValidation={props.forceValidation}
      />
    ),
  };
}

/** An entry's fields as the editor shows them: the error summary first, then the entry's fields, each reporting to it. */
export function entryForm<T extends Record<string, ComponentSchema>>(
  fields: T,
): { problems: BasicFormField<null> } & T {
  const reported = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, reporting(key, field)])) as T;
  return { problems: summaryField(), ...reported };
}
