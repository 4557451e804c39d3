/** The numeric id of an IRI such as `/api/countries/724`, or of a bare id `724`; undefined when it does not fit. */
export function idFromIri(value: unknown, resource: string): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const match = new RegExp(`^(?:/api/${resource}/)?([1-9][0-9]{0,9})$`).exec(value.trim());
  return match ? Number(match[1]) : undefined;
}
