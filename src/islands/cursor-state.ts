// What the custom cursor shows over an element: text, sticky target and the 'soon' style.

export const soonLabels = ['SOON', 'PRONTO'] as const;

export function isSoon(text: string | null | undefined): boolean {
  return soonLabels.includes((text ?? '').trim().toUpperCase() as (typeof soonLabels)[number]);
}

export interface CursorTarget {
  text: string | null;
  sticky: Element | null;
  soon: boolean;
}

/** Reads the cursor text and stickiness from the nearest ancestors that carry them. */
export function cursorTargetOf(element: Element | null): CursorTarget {
  const labelled = element?.closest('[data-cursor]') ?? null;
  const text = labelled?.getAttribute('data-cursor')?.trim() || null;
  const sticky = element?.closest('[data-cursor-sticky]') ?? null;
  return { text, sticky, soon: isSoon(text) };
}
