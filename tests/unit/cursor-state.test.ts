import { describe, expect, it } from 'vitest';
import { cursorTargetOf } from '../../src/scripts/cursor-state.ts';

/** A minimal element: enough of the DOM for closest(), getAttribute() and hasAttribute(). */
class FakeElement {
  private readonly attributes: Record<string, string>;
  private readonly parent: FakeElement | null;
  constructor(attributes: Record<string, string>, parent: FakeElement | null = null) {
    this.attributes = attributes;
    this.parent = parent;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  hasAttribute(name: string) {
    return name in this.attributes;
  }
  closest(selector: string): FakeElement | null {
    const name = /^\[([a-z-]+)\]$/.exec(selector)?.[1];
    if (!name) throw new Error(`unsupported selector ${selector}`);
    return name in this.attributes ? this : (this.parent?.closest(selector) ?? null);
  }
}
const over = (element: FakeElement | null) => cursorTargetOf(element as unknown as Element);

describe('the cursor over an element', () => {
  it('shows the text of the nearest element that carries it, and sticks to the sticky one', () => {
    const card = new FakeElement({ 'data-cursor': ' VIEW ', 'data-cursor-sticky': '' });
    const target = over(new FakeElement({}, card));
    expect(target.text).toBe('VIEW');
    expect(target.sticky).toBe(card);
    expect(target.soon).toBe(false);
  });

  it('takes the soon style where the card is marked coming soon, whatever its label says', () => {
    expect(over(new FakeElement({}, new FakeElement({ 'data-cursor': 'PRONTO', 'data-cursor-soon': '' }))).soon).toBe(
      true,
    );
    expect(over(new FakeElement({ 'data-cursor': 'Próximamente', 'data-cursor-soon': '' })).soon).toBe(true);
    expect(over(new FakeElement({ 'data-cursor': 'SOON' })).soon, 'the word alone is not the mark').toBe(false);
  });

  it('shows nothing over plain elements or an empty label', () => {
    expect(over(new FakeElement({}))).toEqual({ text: null, sticky: null, soon: false });
    expect(over(new FakeElement({ 'data-cursor': '  ', 'data-cursor-soon': '' }))).toEqual({
      text: null,
      sticky: null,
      soon: false,
    });
    expect(over(null)).toEqual({ text: null, sticky: null, soon: false });
  });
});
