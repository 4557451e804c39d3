import type { FastifyInstance } from 'fastify';
import type { Violation } from './http-error';
import { idFromIri } from './iri';

export interface AddressInput {
  addressCountry?: unknown;
  addressState?: unknown;
  addressProvince?: unknown;
  addressLocation?: unknown;
}

export interface AddressIds {
  address_country_id: number | null;
  address_state_id: number | null;
  address_province_id: number | null;
  address_location_id: number | null;
}

const levels = [
  { field: 'addressCountry', kind: 'countries', column: 'address_country_id' },
  { field: 'addressState', kind: 'states', column: 'address_state_id' },
  { field: 'addressProvince', kind: 'provinces', column: 'address_province_id' },
  { field: 'addressLocation', kind: 'locations', column: 'address_location_id' },
] as const;

/** The address fields with a place, from the country down. */
export const ADDRESS_PLACE_FIELDS: readonly string[] = levels.map((level) => level.field);

/** The columns of an address whose places are already known by id (an import found them by name). */
export function knownAddressIds(input: AddressInput): AddressIds {
  const ids: AddressIds = {
    address_country_id: null,
    address_state_id: null,
    address_province_id: null,
    address_location_id: null,
  };
  for (const level of levels) {
    const value = input[level.field];
    if (typeof value === 'number') ids[level.column] = value;
  }
  return ids;
}

/**
 * Resolves the address IRIs and checks that they exist and fit together (state in the country, province in the
 * state, location in the province). Emptiness is the shared schema's business; here only given values count.
 */
export async function resolveAddress(
  app: FastifyInstance,
  input: AddressInput,
): Promise<{ ids: AddressIds; violations: Violation[] }> {
  const ids: AddressIds = {
    address_country_id: null,
    address_state_id: null,
    address_province_id: null,
    address_location_id: null,
  };
  const violations: Violation[] = [];
  let parentId: number | null = null;
  for (const level of levels) {
    const value = input[level.field];
    if (value === undefined || value === null || value === '') {
      parentId = null;
      continue;
    }
    const id = idFromIri(value, level.kind);
    const row = id === undefined ? undefined : await app.geographyRepository.find(level.kind, id);
    if (!row) {
      violations.push({ propertyPath: level.field, message: 'field-not-valid-option' });
      parentId = null;
      continue;
    }
    if (parentId !== null && row.parentId !== parentId) {
      violations.push({ propertyPath: level.field, message: 'field-not-valid-option' });
    }
    ids[level.column] = row.id;
    parentId = row.id;
  }
  return { ids, violations };
}
