import { contrastRatio } from './contrast-ratio';
import { parseHexColor } from './parse-hex-color';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

/** Black or white, whichever contrasts more with the background (WCAG ratio); white for unparsable input. */
export const readableTextColor = (background: string): '#000000' | '#ffffff' => {
  const rgb = parseHexColor(background);
  if (!rgb) return '#ffffff';
  return contrastRatio(rgb, BLACK) > contrastRatio(rgb, WHITE) ? '#000000' : '#ffffff';
};
