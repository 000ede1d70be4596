// The chat button (any small fixed control) against what passes behind it: every pixel around its edge must differ
// by 3:1 from at least one of the colours the control draws its edge with (WCAG 1.4.11).
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Finding } from './in-page.ts';

// In the page these are the installed helpers beside this module's functions (./install.ts), not imports: a
// function handed to the page keeps only its own source.
declare const nameOf: typeof import('./in-page.ts').nameOf;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeControl {
  index: number;
  name: string;
  /** The colours it draws its edge with: the outline, the solid rings of box-shadow, the fill. */
  edges: number[][];
  /** Its box with the ring and three pixels around it, to photograph. */
  clip: Box;
}

/** WCAG's contrast ratio of two sRGB colours (0–255 channels). Installed in the page too (./install.ts). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = ([r, g, b]: readonly number[]) => {
    const [R, G, B] = [r!, g!, b!].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A computed colour's channels (0–255) where it is solid, or null (see-through, or not an `rgb()` colour). */
export function solidColour(value: string): number[] | null {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) return null;
  const [r, g, b, a = '1'] = match[1]!.split(/[\s,/]+/).filter(Boolean);
  return Number(a) >= 0.9 ? [Number(r), Number(g), Number(b)] : null;
}

/** In the page: the small fixed controls on screen, numbered (`data-audit-edge`) to hide them one at a time. */
export function fixedEdgeControls(): EdgeControl[] {
  return [...document.querySelectorAll<HTMLElement>('body a, body button')]
    .filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    )
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width < innerWidth / 2 &&
        box.left > 8 &&
        box.top > 8 &&
        box.right < innerWidth - 8 &&
        box.bottom < innerHeight - 8
      );
    })
    .map((element, index) => {
      element.dataset.auditEdge = String(index);
      const style = getComputedStyle(element);
      const rings = [
        ...style.boxShadow.matchAll(/(rgba?\([^)]+\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g),
      ]
        .filter(([, , , , blur, spread]) => Number(blur) === 0 && Number(spread) > 0)
        .map(([, value]) => solidColour(value!));
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? solidColour(style.outlineColor) : null;
      const box = element.getBoundingClientRect();
      const reach = Math.max(
        0,
        ...[...style.boxShadow.matchAll(/0px\s+0px\s+0px\s+([\d.]+)px/g)].map(([, spread]) => Number(spread)),
        outline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0,
      );
      return {
        index,
        name: nameOf(element),
        edges: [outline, ...rings, solidColour(style.backgroundColor)].filter(
          (value): value is number[] => value !== null,
        ),
        clip: {
          x: box.left - reach - 3,
          y: box.top - reach - 3,
          width: box.width + 2 * reach + 6,
          height: box.height + 2 * reach + 6,
        },
      };
    });
}

/** The fixed controls whose edge is under 3:1 against what is behind them where the page is now. */
export async function weakFixedEdges(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const control of await page.evaluate(() => window.__audit.fixedEdgeControls())) {
    // What is behind it: the same place with the control out of the way.
    const hide = (hidden: boolean) =>
      page.evaluate(
        ([index, hidden]) => {
          const element = document.querySelector<HTMLElement>(`[data-audit-edge="${index}"]`)!;
          if (hidden) element.style.setProperty('visibility', 'hidden');
          else element.style.removeProperty('visibility');
        },
        [control.index, hidden] as const,
      );
    await hide(true);
    const picture = await page.screenshot({ clip: control.clip, scale: 'css', animations: 'disabled' });
    await hide(false);
    const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let around = 0;
    let weak = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (x >= 3 && y >= 3 && x < info.width - 3 && y < info.height - 3) continue;
        around++;
        const offset = (y * info.width + x) * info.channels;
        const pixel = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
        if (Math.max(...control.edges.map((edge) => contrast(edge, pixel))) < 3) weak++;
      }
    }
    if (weak > around * 0.02)
      findings.push({
        rule: 'weak edge',
        element: control.name,
        detail: `${Math.round((100 * weak) / around)} % of its edge is under 3:1 against what is behind it ${where}`,
      });
  }
  return findings;
}
