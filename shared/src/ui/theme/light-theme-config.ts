import { defaultThemeConfig } from '@chakra-ui/react/theme';
import type { SystemConfig } from '@chakra-ui/react';

type TokenTree = { [key: string]: unknown };

const isTree = (value: unknown): value is TokenTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A semantic token's value without its dark-mode variant: `{ _light: x, _dark: y }` (or `base`) becomes `x`; a
 * value with other conditions keeps them.
 */
const lightValue = (value: TokenTree): unknown => {
  const { _dark: _ignored, ...rest } = value;
  const keys = Object.keys(rest);
  if (keys.length === 1 && (keys[0] === '_light' || keys[0] === 'base')) return rest[keys[0]];
  return rest;
};

const withoutDarkValues = (node: unknown): unknown => {
  if (!isTree(node)) return node;
  if ('value' in node && isTree(node.value)) return { ...node, value: lightValue(node.value) };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, withoutDarkValues(child)]));
};

/**
 * Chakra's default theme in the light colour scheme only (docs/adr/0083-first-screen-work.md): Enlace has no dark
 * mode, and the dark values of Chakra's semantic tokens were a third of the work of building a tenant's system (their
 * CSS variables and `.dark` selectors) on every page load. The light values are unchanged.
 */
export const lightThemeConfig: SystemConfig = {
  ...defaultThemeConfig,
  theme: {
    ...defaultThemeConfig.theme,
    semanticTokens: withoutDarkValues(defaultThemeConfig.theme?.semanticTokens) as NonNullable<
      SystemConfig['theme']
    >['semanticTokens'],
  },
};
