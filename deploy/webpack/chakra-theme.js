// The Chakra UI theme the apps share, through the surface's `defaultConfig`: Chakra's own default configuration
// (same tokens, semantic tokens, text, layer and animation styles and global CSS) but only the recipes and slot
// recipes of the components that chakra-surface.js lists. Chakra's full default configuration carries
// the recipes of all its ~60 multipart components, about 25 KiB gzip on every page. When you add a multipart
// component to the surface, add its slot recipe here too, or it renders unstyled (check-surface-imports.ts
// fails the build when a recipe or slot recipe is missing).
import { defaultBaseConfig, defineConfig, mergeConfigs } from 'enlace-chakra-full';
import { alertSlotRecipe } from 'enlace-chakra-theme/recipes/alert.js';
import { cardSlotRecipe } from 'enlace-chakra-theme/recipes/card.js';
import { dialogSlotRecipe } from 'enlace-chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from 'enlace-chakra-theme/recipes/drawer.js';
import { emptyStateSlotRecipe } from 'enlace-chakra-theme/recipes/empty-state.js';
import { fieldSlotRecipe } from 'enlace-chakra-theme/recipes/field.js';
import { fieldsetSlotRecipe } from 'enlace-chakra-theme/recipes/fieldset.js';
import { nativeSelectSlotRecipe } from 'enlace-chakra-theme/recipes/native-select.js';
import { tableSlotRecipe } from 'enlace-chakra-theme/recipes/table.js';
import { breakpoints } from 'enlace-chakra-theme/breakpoints.js';
import { globalCss } from 'enlace-chakra-theme/global-css.js';
import { layerStyles } from 'enlace-chakra-theme/layer-styles.js';
import { animationStyles } from 'enlace-chakra-theme/motion-styles.js';
import { badgeRecipe } from 'enlace-chakra-theme/recipes/badge.js';
import { buttonRecipe } from 'enlace-chakra-theme/recipes/button.js';
import { containerRecipe } from 'enlace-chakra-theme/recipes/container.js';
import { headingRecipe } from 'enlace-chakra-theme/recipes/heading.js';
import { iconRecipe } from 'enlace-chakra-theme/recipes/icon.js';
import { inputRecipe } from 'enlace-chakra-theme/recipes/input.js';
import { inputAddonRecipe } from 'enlace-chakra-theme/recipes/input-addon.js';
import { linkRecipe } from 'enlace-chakra-theme/recipes/link.js';
import { separatorRecipe } from 'enlace-chakra-theme/recipes/separator.js';
import { spinnerRecipe } from 'enlace-chakra-theme/recipes/spinner.js';
import { textareaRecipe } from 'enlace-chakra-theme/recipes/textarea.js';
import { semanticColors } from 'enlace-chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'enlace-chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'enlace-chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'enlace-chakra-theme/text-styles.js';
import { animations } from 'enlace-chakra-theme/tokens/animations.js';
import { aspectRatios } from 'enlace-chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'enlace-chakra-theme/tokens/blurs.js';
import { borders } from 'enlace-chakra-theme/tokens/borders.js';
import { colors } from 'enlace-chakra-theme/tokens/colors.js';
import { cursor } from 'enlace-chakra-theme/tokens/cursor.js';
import { durations } from 'enlace-chakra-theme/tokens/durations.js';
import { easings } from 'enlace-chakra-theme/tokens/easings.js';
import { fontSizes } from 'enlace-chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'enlace-chakra-theme/tokens/font-weights.js';
import { fonts } from 'enlace-chakra-theme/tokens/fonts.js';
import { keyframes } from 'enlace-chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'enlace-chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'enlace-chakra-theme/tokens/line-heights.js';
import { radii } from 'enlace-chakra-theme/tokens/radius.js';
import { sizes } from 'enlace-chakra-theme/tokens/sizes.js';
import { spacing } from 'enlace-chakra-theme/tokens/spacing.js';
import { zIndices } from 'enlace-chakra-theme/tokens/z-indices.js';

/**
 * Simple recipes by the key Chakra's components look them up with: those of the surface's components (Button
 * also styles IconButton and CloseButton; InputGroup's addons use inputAddon). Chakra's own list adds code, kbd,
 * mark, skeleton, skip-nav link, checkmark, radiomark and colour swatch, which no surface component uses.
 */
export const surfaceRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes by the key Chakra's components look them up with; keep in step with chakra-surface.js. */
export const surfaceSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
};

// The values of Chakra's theme/index.js (3.37), with the slot recipes above instead of all of them.
export const defaultConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
      recipes: surfaceRecipes,
      slotRecipes: surfaceSlotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
