// The editor's language, switched from the top of the sidebar (Keystatic's brand mark is the one place of its
// chrome a project may fill): the button names the other language, and choosing it reloads the editor in it.
import { ActionButton } from '@keystar/ui/button';
import { Text } from '@keystar/ui/typography';
import { locales } from '../i18n/routes.ts';
import { chooseEditorLanguage, editorLanguage } from './language.ts';
import { words } from './words.ts';

export function EditorLanguageSwitch() {
  const other = locales.find((lang) => lang !== editorLanguage)!;
  const name = words.language.names[other];
  return (
    <ActionButton
      prominence="low"
      aria-label={`${words.language.label}: ${name}`}
      onPress={() => chooseEditorLanguage(other)}
    >
      <Text lang={other}>{name}</Text>
    </ActionButton>
  );
}
