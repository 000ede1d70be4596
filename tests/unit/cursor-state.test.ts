import { describe, expect, it } from 'vitest';
import { cursorTargetOf, isSoon } from '../../src/islands/cursor-state.ts';

/** A minimal element: enough of the DOM for closest() and getAttribute(). */
function element(attributes: Record<string, string>, parent: FakeElement | null = null): FakeElement {
  return new FakeElement(attributes, parent);
}
class FakeElement {
  private readonly attributes: Record<string, string>;
  private readonly parent: FakeElement | null;
  constructor(attributes: Record<string, string>, parent: FakeElement | null) {
    this.attributes = attributes;
    this.parent = parent;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  closest(selector: string): FakeElement | null {
    const name = /^\[([a-z-]+)\]$/.exec(selector)?.[1];
    if (!name) throw new Error(`unsupported selector ${selector}`);
    return name in this.attributes ? this : (this.parent?.closest(selector) ?? null);
  }
}

describe('the cursor over an element', () => {
  it('shows the text of the nearest element that carries it', () => {
    const card = element({ 'data-cursor': 'VIEW', 'data-cursor-sticky': '' });
    const image = element({}, card);
    const target = cursorTargetOf(image as unknown as Element);
    expect(target.text).toBe('VIEW');
    expect(target.sticky).toBe(card);
    expect(target.soon).toBe(false);
  });

  it('takes the soon style for SOON and PRONTO, in any case', () => {
    expect(cursorTargetOf(element({ 'data-cursor': 'PRONTO' }) as unknown as Element).soon).toBe(true);
    expect(isSoon('SOON')).toBe(true);
    expect(isSoon(' soon ')).toBe(true);
    expect(isSoon('VER')).toBe(false);
    expect(isSoon(null)).toBe(false);
  });

  it('shows nothing over plain elements', () => {
    expect(cursorTargetOf(element({}) as unknown as Element)).toEqual({ text: null, sticky: null, soon: false });
    expect(cursorTargetOf(null)).toEqual({ text: null, sticky: null, soon: false });
  });
});
