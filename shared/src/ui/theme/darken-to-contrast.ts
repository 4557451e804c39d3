import { contrastRatio } from './contrast-ratio';
import { parseHexColor } from './parse-hex-color';
import type { Rgb } from './parse-hex-color';
import { toHexColor } from './to-hex-color';

// Share of black mixed in at each try: small enough to stop at the lightest shade that passes.
const STEP = 0.01;

const towardsBlack = ({ r, g, b }: Rgb, share: number): Rgb => ({
  r: r * (1 - share),
  g: g * (1 - share),
  b: b * (1 - share),
});

/**
 * The colour itself when it already reaches `minRatio` (WCAG contrast ratio) against every background, else the
 * lightest shade of it, mixed with black, that does; black at worst. For a tenant colour used as text or as a
 * focus ring on light surfaces.
 */
export const darkenToContrast = (color: string, backgrounds: string[], minRatio: number): string => {
  const base = parseHexColor(color);
  if (!base) throw new Error(`Not a hex colour: ${color}`);
  const surfaces = backgrounds.map((background) => {
    const rgb = parseHexColor(background);
    if (!rgb) throw new Error(`Not a hex colour: ${background}`);
    return rgb;
  });
  for (let share = 0; share < 1; share += STEP) {
    // Rounded as it will be written, so that the colour used is the one that was measured.
    const candidate = parseHexColor(toHexColor(towardsBlack(base, share))) as Rgb;
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= minRatio))
      return toHexColor(candidate);
  }
  return '#000000';
};
