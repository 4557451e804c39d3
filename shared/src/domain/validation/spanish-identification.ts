// DNI and NIE carry a control letter computed from their number (Ministerio del Interior's published algorithm):
// checking it catches most typing mistakes before they reach an official certificate or insurance list.

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;

/** Spaces, dots and hyphens are typing habits ("12.345.678-Z"), not part of the number; case does not matter. */
export const normalizeSpanishIdentification = (value: string): string =>
  value.replace(/[\s.-]/g, '').toUpperCase();

export type SpanishIdentificationCheck =
  { valid: true } | { valid: false; reason: 'format' } | { valid: false; reason: 'letter'; expected: string };

const letterFor = (digits: string) => CONTROL_LETTERS[Number(digits) % 23] as string;

/** A DNI: 8 digits and the control letter. */
export function checkDni(value: string): SpanishIdentificationCheck {
  const match = DNI_PATTERN.exec(normalizeSpanishIdentification(value));
  if (!match) return { valid: false, reason: 'format' };
  const expected = letterFor(match[1] as string);
  return expected === match[2] ? { valid: true } : { valid: false, reason: 'letter', expected };
}

/** An NIE: X, Y or Z (standing for 0, 1, 2), 7 digits and the control letter. */
export function checkNie(value: string): SpanishIdentificationCheck {
  const match = NIE_PATTERN.exec(normalizeSpanishIdentification(value));
  if (!match) return { valid: false, reason: 'format' };
  const expected = letterFor(`${'XYZ'.indexOf(match[1] as string)}${match[2] as string}`);
  return expected === match[3] ? { valid: true } : { valid: false, reason: 'letter', expected };
}
