// Regular expressions of spec §5, written once for the forms and the API.

/** A plus sign followed by 1 to 4 digits. */
export const PHONE_PREFIX_PATTERN = /^\+\d{1,4}$/;

/** Optional country code, a 2–4 digit area, 3 digits, 4 digits, optional extension. */
export const PHONE_PATTERN =
  /^(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:#|x|ext\.?)\s*\d{1,5})?$/i;

/**
 * A street line of letters (accents and ñ included), digits and the usual punctuation, optionally followed by a
 * second line "City, ST 12345".
 */
export const ADDRESS_PATTERN =
  /^(?=[^\n]*[\p{L}\p{N}])[\p{L}\p{N} ,.'’ºª°#/()&-]+(?:\r?\n[\p{L} .'’-]+, ?[A-Z]{2} \d{5}(?:-\d{4})?)?$/u;

/** 6 to 20 letters, digits, hyphens, underscores or spaces, with at least one letter and one digit. */
export const IDENTIFICATION_PATTERN = /^(?=.*\p{L})(?=.*\d)[\p{L}\d _-]{6,20}$/u;

/** Any letter of any script, so accented letters and ñ count. */
export const LETTER_PATTERN = /\p{L}/gu;

const EMAIL_LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const EMAIL_TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

export const EMAIL_PATTERNS = {
  localPart: EMAIL_LOCAL_PART,
  domainLabel: EMAIL_DOMAIN_LABEL,
  topLevelDomain: EMAIL_TOP_LEVEL_DOMAIN,
} as const;
