// A choice of one entry of a folder (a case's client), offered by the name the entry gives itself ("Números que
// importan") rather than by its file's name, as Keystatic's own choice of an entry does. It stores what Keystatic's
// relationship field stores, the entry's slug, and is that field in every other way. The names are read from the
// saved files (./files-route.ts) each time the form opens, so a client added a moment ago is there; until they are
// read, or where they cannot be, Keystatic's own choice is shown.
import type { FormFieldInputProps } from '@keystatic/core';
import { Combobox, Item } from '@keystar/ui/combobox';
import { useState } from 'react';
import type { NamedEntries } from './dev-server.ts';
import { useEntryNames } from './saved-files.ts';
import { words } from './words.ts';

type Choice = { Input: (props: FormFieldInputProps<string | null>) => React.ReactElement | null };

export function namedChoice<F extends Choice>(
  field: F,
  entries: NamedEntries,
  { label, description, required }: { label: string; description: string | undefined; required: boolean },
): F {
  const Original = field.Input;
  function NamedChoiceInput(props: FormFieldInputProps<string | null>) {
    const named = useEntryNames(entries);
    const [blurred, setBlurred] = useState(false);
    if (!named) return <Original {...props} />;
    // A slug the folder no longer has (removed meanwhile) still shows, by its slug, so nothing is lost unseen.
    const options =
      props.value !== null && !named.some(({ slug }) => slug === props.value)
        ? [...named, { slug: props.value, name: props.value }]
        : named;
    const problem =
      (props.forceValidation || blurred) && required && props.value === null ? words.chooseOne : undefined;
    return (
      <Combobox
        label={label}
        description={description}
        isRequired={required}
        errorMessage={problem}
        items={[...options].sort((a, b) => a.name.localeCompare(b.name))}
        selectedKey={props.value}
        onSelectionChange={(key) => props.onChange(key === null ? null : String(key))}
        onBlur={() => setBlurred(true)}
        autoFocus={props.autoFocus}
        width="auto"
      >
        {(item) => <Item key={item.slug}>{item.name}</Item>}
      </Combobox>
    );
  }
  return { ...field, Input: NamedChoiceInput };
}
