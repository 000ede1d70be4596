import { describe, expect, it } from 'vitest';
import { clampScroll, maxScroll, nearestRest, restingPoints } from '../../src/scripts/slider-math.ts';

describe('how far the slider scrolls', () => {
  it('runs from 0 to its overflow', () => {
    expect(maxScroll(2400, 1000)).toBe(1400);
    expect(clampScroll(-50, 1400)).toBe(0);
    expect(clampScroll(2000, 1400)).toBe(1400);
    expect(clampScroll(700, 1400)).toBe(700);
  });

  it('does not move when every slide fits', () => {
    expect(maxScroll(800, 1000)).toBe(0);
    expect(clampScroll(300, maxScroll(800, 1000))).toBe(0);
    expect(Object.is(clampScroll(-0, 0), 0)).toBe(true);
  });
});

describe('where a throw comes to rest', () => {
  // Three slides 800 px apart in a 2400 px track seen through 1000 px: the last start is out of reach.
  const starts = [0, 800, 1600];
  const max = maxScroll(2400, 1000);

  it('rests on slide starts it can reach, and on the end instead of the ones it cannot', () => {
    expect(restingPoints(starts, max)).toEqual([0, 800, 1400]);
  });

  it('picks the nearest resting point', () => {
    expect(nearestRest(300, starts, max)).toBe(0);
    expect(nearestRest(500, starts, max)).toBe(800);
    expect(nearestRest(1200, starts, max)).toBe(1400);
    expect(nearestRest(5000, starts, max)).toBe(1400);
    expect(nearestRest(-900, starts, max)).toBe(0);
  });

  it('stays put when nothing scrolls', () => {
    expect(restingPoints([0, 300], 0)).toEqual([0]);
    expect(nearestRest(120, [0, 300], 0)).toBe(0);
  });
});
