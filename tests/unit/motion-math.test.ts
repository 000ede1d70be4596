import { describe, expect, it } from 'vitest';
import { idFromHash, lerp, parallaxLerp, parallaxShift, revealOffsetFor } from '../../src/scripts/motion-math.ts';

describe('motion maths', () => {
  it('reveals 300 px above the bottom of ordinary viewports', () => {
    expect(revealOffsetFor(900)).toBe(300);
    expect(revealOffsetFor(600)).toBe(300);
    expect(revealOffsetFor(480)).toBe(160);
  });

  it('interpolates 7 % of the gap per frame and converges', () => {
    expect(parallaxLerp).toBe(0.07);
    expect(lerp(0, 100, parallaxLerp)).toBeCloseTo(7);
    let value = 0;
    for (let frame = 0; frame < 200; frame++) value = lerp(value, 100, parallaxLerp);
    expect(value).toBeGreaterThan(99.9);
    expect(value).toBeLessThanOrEqual(100);
  });

  it('shifts against the scroll for negative speeds and not at all for 0', () => {
    // An element whose centre is 400 px below the viewport's centre.
    expect(parallaxShift(700, 200, 800, -20)).toBe(-80);
    expect(parallaxShift(700, 200, 800, 0)).toBe(0);
    // Centred: no shift whatever the speed.
    expect(parallaxShift(300, 200, 800, -20)).toBe(0);
  });

  it('reads ids from hashes', () => {
    expect(idFromHash('#context')).toBe('context');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#%E0%A4%A')).toBeNull();
  });
});
