/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` first, then `filename`), or null. */
export const filenameOfDisposition = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1].trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
};
