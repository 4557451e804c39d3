/**
 * The `?redirect=` target when it is a path on this origin; null otherwise, so a crafted link cannot send a
 * person who has just signed in to another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const origin = window.location.origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
