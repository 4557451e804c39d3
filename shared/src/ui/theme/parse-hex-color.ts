export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#0f766e` or `#0f7` as 0–255 channels; null when the value is not a hex colour. */
export const parseHexColor = (value: string | null | undefined): Rgb | null => {
  const match = HEX.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
};
