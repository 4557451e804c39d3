// DNI and NIE carry a control letter computed from their number (Ministerio del Interior's published algorithm):
// checking it catches most typing mistakes before they reach an official certificate or insurance list.

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;

/** Spaces, dots and hyphens are typing habits ("12.345.678-Z"), not part of the number; case does not matter. */
export const normalizeSpanishIdentification = (value: string): string =>
  value.replace(/[\s.-]/g, '').toUpperCase();

/**
 * A person's document as it is stored and searched: a DNI or NIE in its canonical form (upper case, no spaces,
 * dots or hyphens: "12.345.678-z" is "12345678Z"), a passport as typed (its format is the issuing country's).
 */
export const storedIdentification = (type: string | null | undefined, value: string): string =>
  type === 'national' || type === 'resident' ? normalizeSpanishIdentification(value) : value.trim();

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

// Organisations' NIF (the former CIF): a letter for the kind of entity, 7 digits (the first two name the
// province) and a control character computed from the digits (Orden EHA/451/2008). Individuals' NIF is their
// DNI or NIE, or a K, L or M number (Spaniards without a DNI), whose letter is computed like a DNI's.

const ORGANISATION_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const KLM_PATTERN = /^([KLM])(\d{7})([A-Z])$/;
const ORGANISATION_CONTROL_LETTERS = 'JABCDEFGHI';
/** Entity letters whose control is always a letter, or always a digit; the others take either. */
const LETTER_CONTROL = 'NPQRSW';
const DIGIT_CONTROL = 'ABEH';

/** The control digit of an organisation's 7 digits: the Luhn check digit. */
const organisationControlDigit = (digits: string): number => {
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char);
    // Odd positions (1st, 3rd…) are doubled, and a two-digit result counts as the sum of its digits.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return (10 - (sum % 10)) % 10;
};

/** An organisation's NIF (CIF): entity letter, 7 digits and the control digit or letter. */
export function checkCif(value: string): SpanishIdentificationCheck {
  const match = ORGANISATION_PATTERN.exec(normalizeSpanishIdentification(value));
  if (!match) return { valid: false, reason: 'format' };
  const [, entity, digits, given] = match as unknown as [string, string, string, string];
  const digit = organisationControlDigit(digits);
  const letter = ORGANISATION_CONTROL_LETTERS[digit] as string;
  const givenIsLetter = /[A-J]/.test(given);
  // The message names one character: the kind the entity requires, or the kind that was typed.
  const expected = LETTER_CONTROL.includes(entity)
    ? letter
    : DIGIT_CONTROL.includes(entity)
      ? String(digit)
      : givenIsLetter
        ? letter
        : String(digit);
  return given === expected ? { valid: true } : { valid: false, reason: 'letter', expected };
}

/** A K, L or M NIF: the letter, 7 digits and a control letter computed like a DNI's. */
export function checkKlmNif(value: string): SpanishIdentificationCheck {
  const match = KLM_PATTERN.exec(normalizeSpanishIdentification(value));
  if (!match) return { valid: false, reason: 'format' };
  const expected = letterFor(match[2] as string);
  return expected === match[3] ? { valid: true } : { valid: false, reason: 'letter', expected };
}

/** Who holds the NIF: a natural person (DNI, NIE or K/L/M) or an organisation (CIF); `any` accepts both. */
export type NifHolder = 'individual' | 'organisation' | 'any';

const individualChecks = [checkDni, checkNie, checkKlmNif];

/**
 * A Spanish NIF for the given holder. The shape decides which check applies (a DNI starts with a digit, an
 * NIE with X, Y or Z…); 'format' when the value has none of the holder's shapes.
 */
export function checkNif(value: string, holder: NifHolder = 'any'): SpanishIdentificationCheck {
  const checks = [
    ...(holder === 'organisation' ? [] : individualChecks),
    ...(holder === 'individual' ? [] : [checkCif]),
  ];
  for (const check of checks) {
    const result = check(value);
    if (result.valid || result.reason === 'letter') return result;
  }
  return { valid: false, reason: 'format' };
}
