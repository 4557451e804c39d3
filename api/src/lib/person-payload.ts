import { DISABILITY_TYPES, storedIdentification } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UsersTable } from '../db/schema';
import { type AddressIds, resolveAddress } from './address';
import type { Violation } from './http-error';
import { blankToNull, dateOnly } from './person-values';
import { validateBody } from './validation';

/** A person payload as the client sends it (JSON-LD names; references as IRIs or ids). */
export type PersonBody = Record<string, unknown>;

// The JSON type check only (no coercion); the rules themselves are the shared schemas'.
export { personBodyProperties, stringListBody, textBody } from '@enlace/shared/contracts';

/** The person columns of spec §3 that every kind of person shares. */
export type PersonColumns = Pick<
  UsersTable,
  | 'email'
  | 'name'
  | 'surname'
  | 'phone_prefix_mobile'
  | 'phone_mobile'
  | 'phone_prefix'
  | 'phone'
  | 'address_country_id'
  | 'address_state_id'
  | 'address_province_id'
  | 'address_location_id'
  | 'address'
  | 'postal_code'
  | 'identification_type'
  | 'identification'
  | 'sex'
  | 'birthday'
  | 'disability'
>;

/** The given text trimmed, or null. */
export const textOf = (value: unknown) => blankToNull(typeof value === 'string' ? value : null);

/** The given options, once each, in the enumeration's order, as a JSON list. */
export const pickOptions = (value: unknown, options: readonly string[]): string =>
  JSON.stringify(Array.isArray(value) ? options.filter((option) => value.includes(option)) : []);

type Schema = Parameters<typeof validateBody>[0];

/**
 * Validates a complete person payload (a creation, or the stored person with a patch merged in) with a shared
 * schema plus what only the server can check (address references, email taken by another account of the
 * tenant), and returns the person columns. 422 with every violation otherwise, the other ones given included.
 */
export async function validPersonColumns(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: Schema,
  payload: PersonBody,
  personId?: number,
  otherViolations: Violation[] = [],
): Promise<PersonColumns> {
  const address = await resolveAddress(app, payload);
  const extra: Violation[] = [...address.violations, ...otherViolations];
  const email = textOf(payload.email);
  if (email && (await app.usersRepository.emailTaken(request, email, personId))) {
    extra.push({ propertyPath: 'email', message: 'email-already-exists' });
  }
  await validateBody(schema, payload, extra);
  return personColumnsOf(payload, address.ids);
}

/** The person columns of a payload the shared rules have accepted, with its address already resolved. */
/** The document as stored: a DNI or NIE canonical (upper case, no separators), a passport as typed. */
export function identificationOf(type: unknown, value: unknown): string | null {
  const given = textOf(value);
  return given === null ? null : storedIdentification(textOf(type), given);
}

export function personColumnsOf(payload: PersonBody, addressIds: AddressIds): PersonColumns {
  return {
    email: (textOf(payload.email) as string).toLowerCase(),
    name: textOf(payload.name) as string,
    surname: textOf(payload.surname) as string,
    phone_prefix_mobile: textOf(payload.phonePrefixMobile),
    phone_mobile: textOf(payload.phoneMobile),
    phone_prefix: textOf(payload.phonePrefix),
    phone: textOf(payload.phone),
    ...addressIds,
    address: textOf(payload.address),
    postal_code: textOf(payload.postalCode),
    identification_type: textOf(payload.identificationType),
    identification: identificationOf(payload.identificationType, payload.identification),
    sex: textOf(payload.sex),
    birthday: dateOnly(textOf(payload.birthday)),
    disability: pickOptions(payload.disability, DISABILITY_TYPES),
  };
}
