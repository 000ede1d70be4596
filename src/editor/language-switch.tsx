// The editor's language, switched from the top of the sidebar (Keystatic's brand mark is the one place of its
// chrome a project may fill): a button names each other language, and choosing one reloads the editor in it.
import { ActionButton } from '@keystar/ui/button';
import { Text } from '@keystar/ui/typography';
import { editorLanguageTable, editorLocales } from '../i18n/editor-languages.ts';
import { chooseEditorLanguage, editorLanguage } from './language.ts';
import { words } from './words.ts';

export function EditorLanguageSwitch() {
  return (
    <>
      {editorLocales
        .filter((lang) => lang !== editorLanguage)
        .map((other) => {
          const name = editorLanguageTable[other].ownName;
          return (
            <ActionButton
              key={other}
              prominence="low"
              aria-label={`${words.language.label}: ${name}`}
              onPress={() => chooseEditorLanguage(other)}
            >
              <Text lang={other}>{name}</Text>
            </ActionButton>
          );
        })}
    </>
  );
}
