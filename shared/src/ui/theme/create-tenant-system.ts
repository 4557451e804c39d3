import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { BRAND_STEPS, brandScale } from './brand-scale';
import { darkenToContrast } from './darken-to-contrast';
import { lightThemeConfig } from './light-theme-config';
import { parseHexColor } from './parse-hex-color';
import { readableTextColor } from './readable-text-color';

export const DEFAULT_PRIMARY_COLOR = '#0f766e';

// The light surfaces the brand colour is written on: white (bg, panel), gray.50 (bg.subtle, the areas' page
// background) and gray.100 (bg.muted: a hovered table row); brand.50 (brand.subtle: the current section, subtle
// badges and buttons) is added per tenant.
const LIGHT_SURFACES = ['#ffffff', '#fafafa', '#f4f4f5'];
// WCAG 2.1 AA: 4.5:1 for text (1.4.3), 3:1 for the focus ring and other parts of controls (1.4.11).
const MIN_TEXT_CONTRAST = 4.5;
const MIN_NON_TEXT_CONTRAST = 3;

/**
 * Chakra UI v3 system whose `brand` palette comes from the tenant colour; `brand` is the default colour palette.
 * Whatever colour a tenant configures, the page stays WCAG 2.1 AA: text on the solid colour is black or white by
 * contrast ratio, the colour used as text (links, the current section) and as the focus ring is darkened until it
 * reads on light surfaces, and Chakra's status text colours (500–600, under 4.5:1 on white) use their 700 shade.
 */
export const createTenantSystem = (primaryColor: string | null | undefined): SystemContext => {
  const color = parseHexColor(primaryColor) ? (primaryColor as string).trim() : DEFAULT_PRIMARY_COLOR;
  // Building a system is the costliest step of a page's start (tens of milliseconds on a phone): each colour is
  // built once per page, however often a provider mounts or a render restarts.
  const built = systemsByColor.get(color);
  if (built) return built;
  const system = buildTenantSystem(color);
  // A page shows one tenant's colour; the branding form's preview may try more, so only the latest few are kept.
  if (systemsByColor.size >= KEPT_SYSTEMS)
    systemsByColor.delete(systemsByColor.keys().next().value as string);
  systemsByColor.set(color, system);
  return system;
};

const KEPT_SYSTEMS = 4;
const systemsByColor = new Map<string, SystemContext>();

const buildTenantSystem = (color: string): SystemContext => {
  const scale = brandScale(color);
  const surfaces = [...LIGHT_SURFACES, scale['50']];
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
          fg: {
            error: { value: '{colors.red.700}' },
            warning: { value: '{colors.orange.700}' },
            success: { value: '{colors.green.700}' },
          },
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: readableTextColor(scale['500']) },
            fg: { value: darkenToContrast(color, surfaces, MIN_TEXT_CONTRAST) },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.200}' },
            focusRing: { value: darkenToContrast(color, surfaces, MIN_NON_TEXT_CONTRAST) },
          },
        },
      },
    },
  });
  // Chakra's defaultConfig is these two merged, but its module also builds Chakra's own default system when it is
  // evaluated: a system nobody uses, which cost as much as this one on every page load. The theme is the light one.
  return createSystem(defaultBaseConfig, lightThemeConfig, config);
};
