import type { Rgb } from './parse-hex-color';

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

export const toHexColor = ({ r, g, b }: Rgb): string => `#${channel(r)}${channel(g)}${channel(b)}`;
