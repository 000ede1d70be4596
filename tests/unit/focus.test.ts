// A picture's focal area from its frame's attribute to the page's rules (src/lib/focus.ts).
import { describe, expect, it } from 'vitest';
import { focusAttribute, focusProperties, focusWhereCropped, withFocusRules } from '../../src/lib/focus.ts';
import type { InlineCode } from '../../src/lib/csp.ts';

const banner = { width: 2000, height: 1125 };
const card = { width: 1200, height: 1500 };
const logoTopLeft = { x: 4, y: 7, width: 30, height: 20 };

describe('focal areas', () => {
  it('travel as the area and the picture’s ratio, on frames that crop, and only those', () => {
    expect(focusAttribute(logoTopLeft, banner)).toBe('4 7 30 20 1.7778');
    expect(focusWhereCropped(logoTopLeft, banner, 4 / 5)).toBe('4 7 30 20 1.7778');
    expect(focusWhereCropped(logoTopLeft, card, 4 / 5)).toBeUndefined();
  });

  it('give the crop the area’s edges', () => {
    expect(Object.fromEntries(focusProperties('4 7 30 20 1.7778'))).toEqual({
      '--focus-x0': '4',
      '--focus-x1': '34',
      '--focus-y0': '7',
      '--focus-y1': '27',
      '--focus-ratio': '1.7778',
    });
  });

  it('become one rule per area in the page’s head, and leave a page without areas as it is', () => {
    const frame = (value: string) => `<div class="crop" data-focus="${value}"><img alt=""></div>`;
    const page = `<html><head><title>A</title></head><body>${frame('4 7 30 20 1.7778')}${frame('4 7 30 20 1.7778')}${frame('0 0 100 100 0.8')}</body></html>`;
    const locals: { inlineCode?: InlineCode } = {};
    const [, head = ''] = /<head>([\s\S]*)<\/head>/.exec(withFocusRules(page, locals))!;
    const rules = /<style>(.*)<\/style>/.exec(head)![1]!;
    // Registered, for the page's policy to allow (src/middleware.ts).
    expect(locals.inlineCode?.style).toEqual([rules]);
    expect(rules.match(/\[data-focus="[^"]+"\]/g)).toEqual([
      '[data-focus="4 7 30 20 1.7778"]',
      '[data-focus="0 0 100 100 0.8"]',
    ]);
    expect(rules).toContain('--focus-x1:34');
    const plain = '<html><head></head><body><img alt=""></body></html>';
    expect(withFocusRules(plain, {})).toBe(plain);
  });
});
