import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { BRAND_STEPS, brandScale } from './brand-scale';
import { contrastRatio } from './contrast-ratio';
import { parseHexColor } from './parse-hex-color';
import { readableTextColor } from './readable-text-color';

export const DEFAULT_PRIMARY_COLOR = '#0f766e';

const WHITE = { r: 255, g: 255, b: 255 };
// WCAG AA for normal text.
const MIN_TEXT_CONTRAST = 4.5;

/** The lightest step from 500 down that reads as text on white, so links stay legible with pale brands. */
const textStep = (scale: Record<string, string>) =>
  ['500', '600', '700', '800', '900', '950'].find((step) => {
    const rgb = parseHexColor(scale[step]);
    return rgb !== null && contrastRatio(rgb, WHITE) >= MIN_TEXT_CONTRAST;
  }) ?? '950';

/**
 * Chakra UI v3 system whose `brand` palette comes from the tenant colour; `brand` is the default colour palette,
 * and text on the solid colour is black or white by contrast ratio.
 */
export const createTenantSystem = (primaryColor: string | null | undefined): SystemContext => {
  const color = parseHexColor(primaryColor) ? (primaryColor as string).trim() : DEFAULT_PRIMARY_COLOR;
  const scale = brandScale(color);
  const fg = textStep(scale);
  const config = defineConfig({
    globalCss: { html: { colorPalette: 'brand' } },
    theme: {
      tokens: {
        colors: {
          brand: Object.fromEntries(BRAND_STEPS.map((step) => [step, { value: scale[step] }])),
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: readableTextColor(scale['500']) },
            fg: { value: `{colors.brand.${fg}}` },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.200}' },
            focusRing: { value: '{colors.brand.500}' },
          },
        },
      },
    },
  });
  return createSystem(defaultConfig, config);
};
