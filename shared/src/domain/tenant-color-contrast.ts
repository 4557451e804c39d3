import { contrastRatio } from '../ui/theme/contrast-ratio';
import { parseHexColor } from '../ui/theme/parse-hex-color';

const WHITE = { r: 255, g: 255, b: 255 };

/**
 * The WCAG contrast ratio of white text on a tenant's colour, measured as the theme measures it; 1 for a value
 * that is not a hex colour. Pure: the API checks a new colour with it, the branding screen warns as one types.
 */
export const whiteContrastOf = (color: string): number => {
  const rgb = parseHexColor(color);
  return rgb ? contrastRatio(rgb, WHITE) : 1;
};
