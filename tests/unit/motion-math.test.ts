import { describe, expect, it } from 'vitest';
import { idFromHash, revealOffsetFor } from '../../src/scripts/motion-math.ts';
import { lerp, parallaxShift } from '../../src/scripts/parallax-math.ts';

describe('motion maths', () => {
  it('reveals 300 px above the bottom of ordinary viewports, a third of the height on short ones', () => {
    expect(revealOffsetFor(900)).toBe(300);
    expect(revealOffsetFor(600)).toBe(300);
    expect(revealOffsetFor(480)).toBe(160);
  });

  it('interpolates part of the gap per frame, converging without overshooting, either way', () => {
    expect(lerp(0, 100, 0.25)).toBe(25);
    expect(lerp(100, 0, 0.25)).toBe(75);
    let value = 0;
    for (let frame = 0; frame < 200; frame++) {
      value = lerp(value, 100, 0.07);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(value).toBeGreaterThan(99.9);
  });

  it('shifts against the scroll for negative speeds and not at all for 0', () => {
    // An element whose centre is 400 px below the viewport's centre.
    expect(parallaxShift(700, 200, 800, -20)).toBe(-80);
    expect(parallaxShift(700, 200, 800, 0)).toBe(0);
    // Centred: no shift whatever the speed.
    expect(parallaxShift(300, 200, 800, -20)).toBe(0);
    // Never further than the room a banner's picture has around its frame.
    expect(parallaxShift(700, 200, 800, -20, 50)).toBe(-50);
    expect(parallaxShift(-700, 200, 800, -20, 50)).toBe(50);
  });

  it('reads ids from hashes', () => {
    expect(idFromHash('#context')).toBe('context');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#%E0%A4%A')).toBeNull();
  });
});
