// Lower case without diacritics, for accent-insensitive search ("malaga" finds "Málaga").
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A name as people type it, for matching: case, accents and the spacing of its words do not matter. */
export function nameKey(text: string): string {
  return normalizeForSearch(text).replace(/\s+/g, ' ');
}
