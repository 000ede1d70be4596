// What every content schema carries besides its shape: the words a marketer reads in the editor (each collection's
// *.words.json beside its schema) and the editor's hints, in zod's metadata; and the context a schema is read in.
import type { SchemaContext } from 'astro:content';
import type { Words } from '../../i18n/editor-languages.ts';

/** What the editor says of a field, in the editor's languages: what a words file holds for each field. */
export type FieldWords = {
  /** The field's name in the editor. */
  label?: Words;
  /** What the field is for and where it shows, under its name in the editor. */
  hint?: Words;
  /** In a list: what one item is called ("Add a row", "Row 2"). */
  item?: Words;
  /** What a text's pattern asks for, said to the marketer. */
  invalid?: Words;
};

/** What the editor needs beyond the shape and the words, carried in each schema's zod metadata (`.meta({ editor })`). */
export interface EditorHints {
  /** A long text: a text area instead of a one-line field. */
  multiline?: boolean;
  /**
   * In a list: the field of an item that names it in the editor (a dotted path, `nameDesktop.en`), or several, the
   * first one filled in naming it.
   */
  itemLabel?: string | string[];
  /** Grid columns of an object's fields (12 in a row), e.g. [6, 6] puts Spanish and English side by side. */
  layout?: number[];
  /**
   * A choice among the entries of a content list (`src/content/{list}.yaml`, by their ids): the editor offers them
   * under the names that file gives them, so renaming one there renames it among the editor's choices too.
   */
  namedIn?: 'categories' | 'certifications';
  /** A picture file, a video file, the slug of a case study or of a client, a row of one to three pictures, or a picture's focal area. */
  kind?: 'picture' | 'video' | 'case' | 'client' | 'row' | 'focus';
  /** A text that reads the same in every language (a year, a web address): copied as it is to the other language. */
  sameInEveryLanguage?: boolean;
  /** In a list: the field whose value no two items may share. */
  uniqueKey?: string;
}

declare module 'zod/v4/core' {
  interface GlobalMeta extends FieldWords {
    editor?: EditorHints;
  }
}

/** What a schema may check against the files; whoever reads the content without them (the tests) leaves them out. */
export interface ContentContext extends SchemaContext {
  /** Whether a path under the project exists: the build checks; the editor offers what exists instead. */
  exists?: (path: string) => boolean;
  /** The ids of the case list's filter tabs (`src/content/categories.yaml`): a card or a case names one but "all". */
  categories?: () => readonly string[];
}
