import type { SortDirection } from '@enlace/shared/contracts';
import { HttpError } from './http-error';

export type { SortDirection };
export { orderQueryProperties } from '@enlace/shared/contracts';

/** One `order[field]=asc|desc` of a list query. */
export interface SortOrder<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/** 400 for a query parameter whose value is not one the list accepts. */
export const badQueryParameter = (propertyPath: string) =>
  new HttpError(400, 'bad-request', 'La petición no es válida.', [
    { propertyPath, message: 'field-not-valid-option' },
  ]);

/** The query parameter that sorts a list by the field. */
export const orderParam = (field: string) => `order[${field}]`;

/**
 * The `order[…]` parameters of a list query in the order they were given, or the list's default order when
 * there is none; a field the list does not sort by answers 400 before anything is read.
 */
export function orderOf<Field extends string>(
  query: Record<string, string | undefined>,
  fields: readonly Field[],
  fallback: SortOrder<Field>[],
): SortOrder<Field>[] {
  const order: SortOrder<Field>[] = [];
  for (const [key, value] of Object.entries(query)) {
    const field = /^order\[(.*)\]$/.exec(key)?.[1];
    if (field === undefined) continue;
    if (!(fields as readonly string[]).includes(field)) throw badQueryParameter(key);
    order.push({ field: field as Field, direction: value as SortDirection });
  }
  return order.length ? order : fallback;
}
