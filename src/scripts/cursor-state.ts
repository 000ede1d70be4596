// What the custom cursor shows over an element: text, sticky target and the 'soon' style, all read from the markup.

export interface CursorTarget {
  text: string | null;
  sticky: Element | null;
  /** Over a card that is coming soon: CaseCard.astro marks it `data-cursor-soon`. */
  soon: boolean;
}

/** Reads the cursor text, stickiness and 'soon' mark from the nearest ancestors that carry them. */
export function cursorTargetOf(element: Element | null): CursorTarget {
  const labelled = element?.closest('[data-cursor]') ?? null;
  const text = labelled?.getAttribute('data-cursor')?.trim() || null;
  const sticky = element?.closest('[data-cursor-sticky]') ?? null;
  return { text, sticky, soon: text !== null && (labelled?.hasAttribute('data-cursor-soon') ?? false) };
}
