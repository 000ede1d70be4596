// A picture's focal area in the editor (src/lib/focus.ts): what every crop of the picture keeps whole. The marketer
// draws it over the picture with the pointer, or types its four numbers (the keyboard's way, and the exact one); both
// show the same rectangle. The picture is the one chosen beside it in the same group (`src`), which the group hands
// down (./forms.tsx, PictureOfGroup); an upload shows as soon as it is chosen.
import { createContext, useContext, useRef, useState, type PointerEvent } from 'react';
import type { FormField, FormFieldInputProps } from '@keystatic/core';
import { FieldMessage } from '@keystar/ui/field';
import { Grid } from '@keystar/ui/layout';
import { NumberField } from '@keystar/ui/number-field';
import { Text } from '@keystar/ui/typography';
import type { Focus } from '../lib/focus.ts';
import { FieldGroup } from './field-group.tsx';
import { refusedIf } from './problems.ts';
import { capital, words } from './words.ts';

/** Where the picture of the group being drawn can be seen, or null before one is chosen. */
export const PictureOfGroup = createContext<string | null>(null);

export interface FocusOptions {
  label: string;
  description?: string | undefined;
  /** The four numbers' names, in the editor's language. */
  parts: Record<keyof Focus, string>;
  /** Why an area that ends outside the picture cannot be saved. */
  invalid: string;
}

/** Until the marketer says otherwise, the whole picture always shows: no crop cuts anything. */
const wholePicture: Focus = { x: 0, y: 0, width: 100, height: 100 };

const keys = ['x', 'y', 'width', 'height'] as const;

function problemWith(options: FocusOptions, value: Focus): string | null {
  const whole = keys.every((key) => Number.isInteger(value[key]) && value[key] >= 0 && value[key] <= 100);
  return whole && value.width >= 1 && value.height >= 1 && value.x + value.width <= 100 && value.y + value.height <= 100
    ? null
    : capital(options.invalid);
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

function FocusInput({
  value,
  onChange,
  forceValidation,
  options,
}: FormFieldInputProps<Focus> & { options: FocusOptions }) {
  const picture = useContext(PictureOfGroup);
  const frame = useRef<HTMLDivElement>(null);
  // The corner a drag started from, in percent of the picture; the rectangle follows the pointer until it is let go.
  const [dragFrom, setDragFrom] = useState<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState<Focus | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const shown = drawn ?? value;
  const problem = problemWith(options, value);

  const at = (event: PointerEvent) => {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    };
  };
  const spanning = (from: { x: number; y: number }, to: { x: number; y: number }): Focus => ({
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.max(1, Math.abs(to.x - from.x)),
    height: Math.max(1, Math.abs(to.y - from.y)),
  });
  const fitted = (area: Focus): Focus => ({
    ...area,
    width: Math.min(area.width, 100 - area.x),
    height: Math.min(area.height, 100 - area.y),
  });

  return (
    <FieldGroup label={options.label} description={options.description}>
      {picture && picture !== brokenSrc ? (
        <div
          ref={frame}
          data-focus-picker
          style={{
            position: 'relative',
            alignSelf: 'start',
            maxWidth: '100%',
            overflow: 'hidden',
            cursor: 'crosshair',
            touchAction: 'none',
            userSelect: 'none',
            lineHeight: 0,
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const from = at(event);
            setDragFrom(from);
            setDrawn(spanning(from, from));
          }}
          onPointerMove={(event) => dragFrom && setDrawn(spanning(dragFrom, at(event)))}
          onPointerUp={(event) => {
            if (!dragFrom) return;
            onChange(fitted(spanning(dragFrom, at(event))));
            setDragFrom(null);
            setDrawn(null);
          }}
          onPointerCancel={() => {
            setDragFrom(null);
            setDrawn(null);
          }}
        >
          <img
            src={picture}
            alt=""
            draggable={false}
            style={{ display: 'block', maxHeight: 260, maxWidth: '100%' }}
            onError={() => setBrokenSrc(picture)}
          />
          {/* The area, clear; the rest of the picture, shaded: what a crop may cut. */}
          <div
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: `${shown.x}%`,
              top: `${shown.y}%`,
              width: `${shown.width}%`,
              height: `${shown.height}%`,
              outline: '2px solid #fff',
              boxShadow: '0 0 0 1px #000, 0 0 0 100vmax rgb(0 0 0 / 0.5)',
              pointerEvents: 'none',
            }}
          />
        </div>
      ) : (
        <Text size="small">{words.focus.pictureFirst}</Text>
      )}
      {picture && <Text size="small">{words.focus.howToDraw}</Text>}
      <Grid columns="repeat(4, minmax(0, 1fr))" gap="regular" maxWidth="container.small">
        {keys.map((key) => (
          <NumberField
            key={key}
            label={options.parts[key]}
            value={value[key]}
            minValue={key === 'width' || key === 'height' ? 1 : 0}
            maxValue={100}
            step={1}
            width="auto"
            minWidth={0}
            onChange={(typed) => onChange({ ...value, [key]: Number.isNaN(typed) ? 0 : clampPercent(typed) })}
          />
        ))}
      </Grid>
      {(forceValidation || problem) && problem && <FieldMessage>{problem}</FieldMessage>}
    </FieldGroup>
  );
}

/** The focal area of a picture, stored as its four whole percentages. */
export function focusField(options: FocusOptions): FormField<Focus, Focus, Focus> {
  const parse = (stored: unknown): Focus => {
    if (stored === undefined || stored === null) return { ...wholePicture };
    const area = stored as Partial<Record<keyof Focus, unknown>>;
    return Object.fromEntries(
      keys.map((key) => [key, typeof area[key] === 'number' ? area[key] : wholePicture[key]]),
    ) as unknown as Focus;
  };
  const validate = (value: Focus) => refusedIf(value, problemWith(options, value));
  return {
    kind: 'form',
    label: options.label,
    Input: (props) => <FocusInput {...props} options={options} />,
    defaultValue: () => ({ ...wholePicture }),
    parse,
    serialize: (value) => ({ value: { x: value.x, y: value.y, width: value.width, height: value.height } }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}
