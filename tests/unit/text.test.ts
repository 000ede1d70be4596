// The copy helpers of src/lib/text.ts that set how a text breaks.
import { describe, expect, it } from 'vitest';
import { lastWordsHeld } from '../../src/lib/text.ts';

describe('lastWordsHeld', () => {
  it('holds the last two words of a text of three or more together', () => {
    expect(lastWordsHeld('Reporte de sustentabilidad')).toBe('Reporte de\u00a0sustentabilidad');
    expect(lastWordsHeld('Análisis de la competencia ')).toBe('Análisis de la\u00a0competencia ');
  });

  it('leaves a text of two words free to wrap in a narrow column', () => {
    expect(lastWordsHeld('Motion graphics')).toBe('Motion graphics');
  });
});
