// The error summary at the top of every form: when Save (or Create) is refused, a box at the top says what and
// where, each item a link to its field, and takes the focus so it is seen from the button, every time. Keystatic
// gives a field only its own value, so each top-level field states its problems in its own markup
// (`ReportedProblems`) and the summary reads them from the form it sits in: each form keeps its own. Under it, a line
// says when the entry was saved, and changes to "Saved at 14:32:05" once a Save has written the file: Keystatic says
// nothing when an existing entry is saved, and marketers asked whether it was.
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { BasicFormField, ComponentSchema, FormFieldInputProps, GenericPreviewProps } from '@keystatic/core';
import { Notice } from '@keystar/ui/notice';
import { Content } from '@keystar/ui/slots';
import { Heading, Text } from '@keystar/ui/typography';
import { css, tokenSchema } from '@keystar/ui/style';
import { FieldAt } from './forms.tsx';
import { editorLanguage } from './language.ts';
import { editorLanguageTable } from '../i18n/editor-languages.ts';
import { anchorOf, problemsIn, type Problem } from './problems.ts';
import { fileOf, savedAt, type SavedAs } from './saved-files.ts';
import { OpenBy } from './open-by.tsx';
import { words } from './words.ts';
import { fill } from '../lib/text.ts';

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

/** Calls `attempt` on each Save of a form (Save and Create submit it, Ctrl/⌘+S saves without a submit); answers how
 * to stop. */
function onSaveAttempts(form: HTMLFormElement, attempt: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') attempt();
  };
  form.addEventListener('submit', attempt);
  form.addEventListener('keydown', onKey);
  return () => {
    form.removeEventListener('submit', attempt);
    form.removeEventListener('keydown', onKey);
  };
}

/** Moves to a field by its anchor: scrolls it into view and puts the cursor in its first input; false if not shown. */
function goTo(anchor: string): boolean {
  const field = document.getElementById(anchor);
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field
    .querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, [contenteditable="true"], button, [role="combobox"]',
    )
    ?.focus({ preventScroll: true });
  return true;
}

function SummaryBox({ forceValidation }: { forceValidation: boolean }) {
  // The form this box sits in: the one whose fields it lists, and whose Save it answers.
  const [form, place] = useForm();
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

  // Saves the form refused.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (!form) return;
    return onSaveAttempts(form, () => {
      if (statedIn(form) !== '[]') setRefusals((count) => count + 1);
    });
  }, [form]);

  // Arrived at a field (a link of the publish page, `#field-…`): once the form shows it, go to it.
  useEffect(() => {
    if (!form || !location.hash.startsWith('#field-')) return;
    const anchor = decodeURIComponent(location.hash.slice(1));
    const arrive = () => goTo(anchor);
    if (arrive()) return;
    const observer = new MutationObserver(() => arrive() && observer.disconnect());
    observer.observe(form, { subtree: true, childList: true });
    return () => observer.disconnect();
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
            <Heading id={titleId}>
              {problems.length === 1 ? words.summary.titleOne : fill(words.summary.title, { count: problems.length })}
            </Heading>
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
                          goTo(anchorOf(problem.path));
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

/** The form an element sits in, once it is placed: what a box at the top of a form listens to. */
function useForm() {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const place = useCallback((element: HTMLElement | null) => setForm(element?.closest('form') ?? null), []);
  return [form, place] as const;
}

const { dateLocale } = editorLanguageTable[editorLanguage];
const clock = new Intl.DateTimeFormat(dateLocale, { timeStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });

/** How long a Save may take to write its file before the line stops waiting (a refused Save writes nothing). */
const saveTimeoutMs = 30_000;
/** How long "Saved at" also shows at the foot of the window after a Save. */
const pinnedMs = 5_000;

/** The foot of the window, over the form: in view wherever the marketer had scrolled to when they saved. */
const toast = css({
  position: 'fixed',
  insetBlockEnd: '1.5rem',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 10,
  paddingBlock: '0.75rem',
  paddingInline: '1.25rem',
  borderRadius: '0.5rem',
  border: `1px solid ${tokenSchema.color.border.positive}`,
  background: tokenSchema.color.background.surface,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.16)',
});

/** "Last saved 26 Nov 2026, 14:30", then "Saved at 14:32:05" each time a Save (or Ctrl/⌘+S) writes the file. */
function SaveStatus({ saved }: { saved: SavedAs }) {
  const [form, place] = useForm();
  // Just after a Save the words are pinned a moment at the foot of the window too.
  const [shown, setShown] = useState<{ at: number; justNow: boolean; pinned: boolean } | null>(null);
  // The last write known, to tell the next one from it.
  const known = useRef<number | null>(null);

  useEffect(() => {
    const file = fileOf(saved);
    if (!file) return;
    let current = true;
    void savedAt(file).then((at) => {
      if (!current || at === null) return;
      known.current = at;
      setShown({ at, justNow: false, pinned: false });
    });
    return () => {
      current = false;
    };
  }, [saved]);

  useEffect(() => {
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unpin: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      const until = Date.now() + saveTimeoutMs;
      const look = async () => {
        const file = fileOf(saved);
        const at = file ? await savedAt(file) : null;
        if (at !== null && at !== known.current) {
          known.current = at;
          setShown({ at, justNow: true, pinned: true });
          clearTimeout(unpin);
          unpin = setTimeout(() => setShown((line) => line && { ...line, pinned: false }), pinnedMs);
        } else if (Date.now() < until) timer = setTimeout(look, 400);
      };
      timer = setTimeout(look, 200);
    };
    const stop = onSaveAttempts(form, watch);
    return () => {
      clearTimeout(timer);
      clearTimeout(unpin);
      stop();
    };
  }, [form, saved]);

  const said =
    shown &&
    (shown.justNow
      ? `✓ ${fill(words.saved.now, { time: clock.format(shown.at) })}`
      : fill(words.saved.before, { when: dayAndTime.format(shown.at) }));
  return (
    <div ref={place}>
      <div role="status" data-save-status={shown?.justNow ? 'saved' : undefined}>
        {shown && (
          <Text color={shown.justNow ? 'positive' : 'neutralSecondary'} weight={shown.justNow ? 'semibold' : undefined}>
            {said}
          </Text>
        )}
      </div>
      {/* The status line says it to a screen reader: this copy at the foot of the window is for the eyes only. */}
      {shown?.pinned && (
        <div className={toast} aria-hidden="true" data-save-toast>
          <Text color="positive" weight="semibold">
            {said}
          </Text>
        </div>
      )}
    </div>
  );
}

/** A field that stores nothing: the summary box, first in the form, and the line that says when it was saved. */
function summaryField(saved: SavedAs | undefined): BasicFormField<null> {
  return {
    kind: 'form',
    label: '',
    Input: (props) => (
      <>
        <SummaryBox forceValidation={props.forceValidation} />
        {saved && <SaveStatus saved={saved} />}
        {saved && <OpenBy saved={saved} />}
      </>
    ),
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

/**
 * An entry's fields as the editor shows them: the error summary first, then the entry's fields, each reporting to it.
 * `saved`, where the editor edits the project's files, is where the entry is saved, for the "Saved at" line.
 */
export function entryForm<T extends Record<string, ComponentSchema>>(
  fields: T,
  saved?: SavedAs,
): { problems: BasicFormField<null> } & T {
  const reported = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, reporting(key, field)])) as T;
  return { problems: summaryField(saved), ...reported };
}
