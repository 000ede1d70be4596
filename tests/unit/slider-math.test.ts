import { describe, expect, it } from 'vitest';
import { clampX, dragBounds, edgeResistance, stepTarget } from '../../src/islands/slider-math.ts';

describe('drag bounds', () => {
  it('runs from minus the overflow to 0', () => {
    expect(dragBounds(2400, 1000)).toEqual({ minX: -1400, maxX: 0 });
  });

  it('does not move a track that fits', () => {
    expect(dragBounds(800, 1000)).toEqual({ minX: 0, maxX: 0 });
    expect(dragBounds(1000, 1000)).toEqual({ minX: 0, maxX: 0 });
  });

  it('uses the spec’s edge resistance', () => {
    expect(edgeResistance).toBe(0.7);
  });

  it('clamps positions into the bounds', () => {
    const bounds = dragBounds(2400, 1000);
    expect(clampX(50, bounds)).toBe(0);
    expect(clampX(-2000, bounds)).toBe(-1400);
    expect(clampX(-700, bounds)).toBe(-700);
  });
});

describe('keyboard steps', () => {
  const bounds = dragBounds(2400, 1000);
  const offsets = [0, 800, 1600];

  it('moves to the next slide start', () => {
    expect(stepTarget(0, offsets, 1, bounds)).toBe(-800);
    expect(stepTarget(-800, offsets, 1, bounds)).toBe(-1400);
  });

  it('stops at the end and at the start', () => {
    expect(stepTarget(-1400, offsets, 1, bounds)).toBe(-1400);
    expect(stepTarget(0, offsets, -1, bounds)).toBe(0);
  });

  it('moves back to the previous slide start', () => {
    expect(stepTarget(-1400, offsets, -1, bounds)).toBe(-800);
    expect(stepTarget(-800, offsets, -1, bounds)).toBe(0);
    expect(stepTarget(-500, offsets, -1, bounds)).toBe(0);
  });
});
