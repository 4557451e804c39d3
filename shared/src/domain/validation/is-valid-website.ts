import { EMAIL_PATTERNS } from './patterns';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The website with `https://` in front when it was typed without a scheme ("fundacion.org"). */
export const normalizeWebsite = (value: string): string => {
  const trimmed = value.trim();
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
};

/**
 * An http(s) address of a public host: "fundacion.org", "www.fundacion.org/contacto" or
 * "https://fundacion.org". Other schemes, bare words, spaces and IP-less hosts without a domain are refused.
 */
export const isValidWebsite = (value: string): boolean => {
  const candidate = normalizeWebsite(value);
  if (/\s/.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const labels = url.hostname.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => EMAIL_PATTERNS.domainLabel.test(label)) &&
    EMAIL_PATTERNS.topLevelDomain.test(labels[labels.length - 1] as string)
  );
};
