// Picture and video fields for the editor. Keystatic's own image field renames every picture after its place in
// the form when an entry is saved and deletes the files it read; our pictures are shared by the Spanish and the
// English file of a case, so that would break the other language. These fields never read or delete a stored
// file: they keep its path as written, and only write the files a marketer uploads.
import { createContext, useContext, useEffect, useState } from 'react';
import type { AssetFormField, FormFieldInputProps } from '@keystatic/core';
import { ActionButton, ButtonGroup } from '@keystar/ui/button';
import { FieldMessage } from '@keystar/ui/field';
import { Box } from '@keystar/ui/layout';
import { css, tokenSchema } from '@keystar/ui/style';
import { Text } from '@keystar/ui/typography';
import { FieldGroup } from './field-group.tsx';
import { refusedIf, storedText } from './problems.ts';
import { filesIn } from './saved-files.ts';
import { capital, words } from './words.ts';
import { fill } from '../lib/text.ts';

/** Whether the picture shows in its group already, under it (a focal area drawn over it: ./focus.tsx). */
export const PictureShownBelow = createContext(false);

/** A file already in the project (its path as the content file writes it), or one chosen in this session. */
export type AssetValue = { stored: string } | { upload: Uint8Array; filename: string };

export interface AssetFieldOptions {
  kind: 'picture' | 'video';
  label: string;
  description?: string | undefined;
  required: boolean;
  /** The project folder files go into (an entry of a collection gets a subfolder named after its slug). */
  directory: string;
  /** What the content file writes before the file's name: the path from the content file to `directory`. */
  publicPath: string;
  /** Where the files already on the site are chosen from, and what the content file writes before their path there. */
  site: { dir: string; publicPath: string };
  /** Why the build would refuse a file of this name (its kind, its spelling), or null. */
  check: (name: string) => string | null;
}

/** `src/assets/cases` + `aca` → what a path in a content file starts with, e.g. `../../../assets/cases/aca/`. */
function prefixFor(publicPath: string, slug: string | undefined): string {
  return `${publicPath}${slug === undefined ? '' : `${slug}/`}`;
}

/** A safe, unique name for an uploaded file: its own name in lowercase with hyphens, and a hash of its bytes. */
export async function uploadName(original: string, data: Uint8Array): Promise<string> {
  const dot = original.lastIndexOf('.');
  const extension = (dot > 0 ? original.slice(dot + 1) : 'bin').toLowerCase().replace(/[^a-z0-9]/g, '');
  const base =
    (dot > 0 ? original.slice(0, dot) : original)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data.slice()));
  const hash = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${base.slice(0, 60)}-${hash}.${extension}`;
}

/** The pictures a marketer may upload: what the build reads, but SVG (./saved-places.ts). */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';

function chooseFile(accept: string): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(input.files?.[0]);
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve(undefined);
      input.remove();
    });
    document.body.append(input);
    input.click();
  });
}

/** Why a value cannot be saved, or null: required and missing, or a file the build would refuse. */
function problemWith(options: AssetFieldOptions, value: AssetValue | null): string | null {
  if (value === null) return options.required ? words.chooseOne : null;
  const name = 'stored' in value ? value.stored.split('/').at(-1)! : value.filename;
  // A stored SVG (a logo a developer added) stays; a new one is refused, as the dev server would (./api-route.ts).
  if ('upload' in value && /\.svg$/i.test(name)) return capital(words.refusedSave.svg);
  const broken = options.check(name);
  return broken ? capital(broken) : null;
}

/** Where the dev server shows a stored file: its path in the project (Vite serves /src/… while editing). */
function previewUrl(options: AssetFieldOptions, stored: string): string {
  if (options.kind === 'video') return `/${options.directory}/${stored}`;
  const fromContent = options.publicPath.split('/').filter((part) => part === '..').length;
  const rest = stored.split('/').slice(fromContent).join('/');
  return `/src/${rest}`;
}

/**
 * Where the editor can show a file: a stored one where the dev server serves it, an upload as an object URL made and
 * revoked with it. Null before a file is chosen, or without options (a group with no picture).
 */
export function usePreviewSrc(options: AssetFieldOptions | undefined, value: AssetValue | null | undefined) {
  // The upload's object URL, paired with the upload it shows so a revoked one is never drawn.
  const [uploadUrl, setUploadUrl] = useState<{ of: Uint8Array; url: string } | null>(null);
  const upload = value && 'upload' in value ? value : null;
  const kind = options?.kind;

  useEffect(() => {
    if (!upload) return;
    const url = URL.createObjectURL(
      new Blob([upload.upload.slice()], { type: kind === 'video' ? 'video/mp4' : undefined }),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is an outside resource, made and revoked with the upload: what an effect is for
    setUploadUrl({ of: upload.upload, url });
    return () => URL.revokeObjectURL(url);
  }, [upload, kind]);

  if (!options) return null;
  if (upload) return uploadUrl?.of === upload.upload ? uploadUrl.url : null;
  return value && 'stored' in value ? previewUrl(options, value.stored) : null;
}

/**
 * The pictures (or videos) already on the site, the field's own folder first, to choose one again rather than upload
 * it twice: a card can show its case's banner. Each is a button; the one the field names is pressed.
 */
function SiteFiles({
  options,
  value,
  onChoose,
}: {
  options: AssetFieldOptions;
  value: AssetValue | null;
  onChoose: (stored: string) => void;
}) {
  // undefined while asked; null where they could not be listed.
  const [files, setFiles] = useState<string[] | null | undefined>(undefined);
  useEffect(() => {
    let shown = true;
    const own = `${options.directory.slice(options.site.dir.length + 1)}/`;
    const ownFirst = (file: string) => (file.startsWith(own) ? 0 : 1);
    void filesIn(options.site.dir, options.kind).then(
      (listed) => shown && setFiles(listed && listed.sort((a, b) => ownFirst(a) - ownFirst(b))),
    );
    return () => {
      shown = false;
    };
  }, [options]);
  if (files === undefined) return null;
  if (files === null) return <FieldMessage>{words.asset.unlisted}</FieldMessage>;
  const chosen = value && 'stored' in value ? value.stored : null;
  return (
    <div role="group" aria-label={words.asset.siteFiles[options.kind]} className={siteFilesStyle}>
      {files.map((file) => {
        const stored = options.site.publicPath + file;
        return (
          <button
            type="button"
            key={file}
            aria-label={file}
            aria-pressed={stored === chosen}
            onClick={() => onChoose(stored)}
          >
            {options.kind === 'picture' && <img src={previewUrl(options, stored)} alt="" loading="lazy" />}
            {/* Its folder (whose it is) over its name: both stay readable in a narrow tile. */}
            <span aria-hidden="true">{file.split('/').slice(0, -1).join('/')}</span>
            <span aria-hidden="true">{file.split('/').at(-1)}</span>
          </button>
        );
      })}
    </div>
  );
}

const siteFilesStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: tokenSchema.size.space.regular,
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: tokenSchema.size.space.xsmall,
  button: {
    display: 'grid',
    gap: tokenSchema.size.space.xsmall,
    padding: tokenSchema.size.space.xsmall,
    border: `${tokenSchema.size.border.regular} solid ${tokenSchema.color.border.neutral}`,
    borderRadius: tokenSchema.size.radius.regular,
    background: tokenSchema.color.background.canvas,
    color: tokenSchema.color.foreground.neutral,
    fontFamily: tokenSchema.typography.fontFamily.base,
    fontSize: '0.75rem',
    lineHeight: 1.3,
    textAlign: 'start',
    cursor: 'pointer',
  },
  'button[aria-pressed="true"]': {
    borderColor: tokenSchema.color.border.accent,
    boxShadow: `0 0 0 1px ${tokenSchema.color.border.accent}`,
  },
  'button:focus-visible': { outline: `2px solid ${tokenSchema.color.border.accent}`, outlineOffset: 2 },
  img: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokenSchema.size.radius.small },
  span: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  'span:first-of-type': { color: tokenSchema.color.foreground.neutralTertiary },
});

function AssetInput(props: FormFieldInputProps<AssetValue | null> & { options: AssetFieldOptions }) {
  const { value, onChange, forceValidation, options } = props;
  // The address that failed to load, so a new file or a new upload is tried afresh.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const upload = value && 'upload' in value ? value : null;
  const src = usePreviewSrc(options, value);
  const shownBelow = useContext(PictureShownBelow);
  const broken = src !== null && src === brokenSrc;
  const name = upload ? upload.filename : value && 'stored' in value ? value.stored.split('/').at(-1) : null;
  const problem = problemWith(options, value);
  // A wrong kind of file is said at once; a missing one when the marketer tries to save.
  const shown = upload && problem ? problem : forceValidation ? problem : null;
  const preview = { display: 'block', maxHeight: 220, maxWidth: '100%' } as const;
  const [browsing, setBrowsing] = useState(false);

  return (
    <FieldGroup label={options.label} description={options.description} required={options.required}>
      <ButtonGroup>
        <ActionButton
          onPress={async () => {
            const file = await chooseFile(options.kind === 'video' ? 'video/mp4' : pictureTypes);
            if (!file) return;
            const data = new Uint8Array(await file.arrayBuffer());
            onChange({ upload: data, filename: await uploadName(file.name, data) });
          }}
        >
          {value ? words.asset.replace[options.kind] : words.asset.choose[options.kind]}
        </ActionButton>
        <ActionButton aria-expanded={browsing} onPress={() => setBrowsing(!browsing)}>
          {words.asset.fromSite[options.kind]}
        </ActionButton>
        {value && (
          <ActionButton prominence="low" onPress={() => onChange(null)}>
            {words.asset.remove}
          </ActionButton>
        )}
      </ButtonGroup>
      {browsing && <SiteFiles options={options} value={value} onChoose={(stored) => onChange({ stored })} />}
      {src && !broken && !shownBelow && (
        <Box alignSelf="start" backgroundColor="canvas" borderRadius="regular" border="neutral" padding="regular">
          {options.kind === 'video' ? (
            <video src={src} muted controls style={preview} onError={() => setBrokenSrc(src)} />
          ) : (
            <img src={src} alt="" style={preview} onError={() => setBrokenSrc(src)} />
          )}
        </Box>
      )}
      {name && <Text size="small">{upload ? fill(words.asset.unsaved, { name }) : name}</Text>}
      {shown && <FieldMessage>{shown}</FieldMessage>}
    </FieldGroup>
  );
}

/** A picture or video field as the editor draws it: Keystatic's asset field, with the options that show its file. */
export type AssetField = AssetFormField<AssetValue | null, AssetValue | null, string | null> & {
  assetOptions: AssetFieldOptions;
};

/** A picture or video field that keeps stored paths as they are and writes only new uploads. */
export function assetField(options: AssetFieldOptions): AssetField {
  const parse = (value: unknown): AssetValue | null => {
    const stored = storedText(value);
    return stored === undefined ? null : { stored };
  };
  const validate = (value: AssetValue | null) => refusedIf(value, problemWith(options, value));
  return {
    kind: 'form',
    formKind: 'asset',
    assetOptions: options,
    label: options.label,
    directory: options.directory,
    Input: (props) => <AssetInput {...props} options={options} />,
    defaultValue: () => null,
    // Never hand Keystatic a stored file: what it reads, it deletes when the entry no longer names it.
    filename: () => undefined,
    parse: (value) => parse(value),
    validate,
    serialize(value, { slug }) {
      if (value === null) return { value: undefined, asset: undefined };
      if ('stored' in value) return { value: value.stored, asset: undefined };
      return {
        value: prefixFor(options.publicPath, slug) + value.filename,
        asset: { filename: value.filename, content: value.upload },
      };
    },
    reader: {
      parse(value) {
        const parsed = validate(parse(value));
        return parsed && 'stored' in parsed ? parsed.stored : null;
      },
    },
  };
}
