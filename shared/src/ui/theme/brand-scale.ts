import { parseHexColor } from './parse-hex-color';
import type { Rgb } from './parse-hex-color';
import { toHexColor } from './to-hex-color';

export const BRAND_STEPS = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
] as const;
export type BrandStep = (typeof BRAND_STEPS)[number];

// Share of white (negative: black) mixed into the tenant colour at each step; 500 is the colour itself.
const MIX: Record<BrandStep, number> = {
  '50': 0.92,
  '100': 0.82,
  '200': 0.64,
  '300': 0.44,
  '400': 0.22,
  '500': 0,
  '600': -0.14,
  '700': -0.3,
  '800': -0.45,
  '900': -0.6,
  '950': -0.72,
};

const mix = (color: Rgb, amount: number): Rgb => {
  const target = amount >= 0 ? 255 : 0;
  const share = Math.abs(amount);
  return {
    r: color.r + (target - color.r) * share,
    g: color.g + (target - color.g) * share,
    b: color.b + (target - color.b) * share,
  };
};

/** A 50–950 scale around the tenant colour, as Chakra's own palettes have. */
export const brandScale = (primaryColor: string): Record<BrandStep, string> => {
  const base = parseHexColor(primaryColor);
  if (!base) throw new Error(`Not a hex colour: ${primaryColor}`);
  return Object.fromEntries(BRAND_STEPS.map((step) => [step, toHexColor(mix(base, MIX[step]))])) as Record<
    BrandStep,
    string
  >;
};
