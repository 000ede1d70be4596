// The description of a case: Markdown (Keystatic's Markdoc field), saved only once no paragraph keeps the mark of a
// copy made for translation. The mark is said under the field as soon as it is there, not only once Save refuses it.
import { fields } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { untranslatedFrom } from '../lib/schemas/text.ts';
import { words, untranslated } from './words.ts';

type Doc = { doc: { forEach: (visit: (node: { textContent: string }) => void) => void } };

/** What a description still marked for translation says, or null when no paragraph carries the mark. */
function untranslatedProblem(value: Doc): string | null {
  const paragraphs: string[] = [];
  value.doc.forEach((node) => void paragraphs.push(node.textContent));
  const from = paragraphs.map((text) => untranslatedFrom(text)).find(Boolean);
  return from ? untranslated(words.untranslatedDescription, from) : null;
}

export function description() {
  const { label } = words.description;
  const field = fields.markdoc({
    label,
    description: words.description.hint,
    extension: 'md',
    options: {
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      divider: false,
      image: false,
      table: false,
      strikethrough: false,
    },
  });
  const Original = field.Input;
  return {
    ...field,
    // Keystatic keeps a Markdown field's name to itself: the error summary needs it.
    label,
    Input(props: Parameters<typeof Original>[0]) {
      const problem = untranslatedProblem(props.value as Doc);
      return (
        <Flex direction="column" gap="regular">
          <Original {...props} />
          {problem && <FieldMessage>{problem}</FieldMessage>}
        </Flex>
      );
    },
    validate(value: Parameters<typeof field.validate>[0]) {
      const problem = untranslatedProblem(value as Doc);
      if (problem) throw new Error(problem);
      return field.validate(value);
    },
  };
}
