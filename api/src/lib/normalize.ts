// Lower case without diacritics, for accent-insensitive search ("malaga" finds "Málaga").
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
