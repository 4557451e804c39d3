import { calendarDay, checkCif } from '@enlace/shared/domain';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../../src/db/database';
import { partnerSearchColumns } from '../../../../src/lib/partner-search';

export { authAs, DEMO_HOST, jsonHeaders, OTHER_HOST, tenantIdOf } from '../volunteers/volunteer-fixtures';

/** An organisation NIF with the right control character for the entity letter and 7 digits given. */
export function organisationNif(letterAndDigits: string): string {
  const check = checkCif(`${letterAndDigits}0`);
  return check.valid
    ? `${letterAndDigits}0`
    : `${letterAndDigits}${check.reason === 'letter' ? check.expected : ''}`;
}

/** A complete, valid partner payload with a NIF of its own per call. */
let sequence = 0;
export function validPartner(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Asociación Vecinal Puerta Nueva',
    legalType: 'non_profit',
    nif: organisationNif(`G29${String(50000 + sequence).padStart(5, '0')}`),
    website: 'puertanueva.example.org',
    email: 'Hola@PuertaNueva.example.org',
    phonePrefix: '+34',
    phone: '952 123 456',
    addressCountry: '/api/countries/724',
    addressState: '/api/states/1',
    addressProvince: '/api/provinces/29',
    addressLocation: '/api/locations/29067',
    address: 'Plaza de la Merced 3',
    postalCode: '29012',
    description: 'Asociación de vecinos del centro histórico.',
    observations: 'Prefieren el contacto por correo.',
    agreementStatus: 'agreement_active',
    expirationDate: '2030-12-31',
    ...overrides,
  };
}

/** A complete, valid contact person payload (unique email per call) for the given partner IRI. */
let contactSequence = 0;
export function validContactPartner(partner: string, overrides: Record<string, unknown> = {}) {
  contactSequence += 1;
  return {
    email: `rocio.${contactSequence}@puertanueva.example.org`,
    name: 'Rocío',
    surname: 'Benítez Lara',
    phonePrefixMobile: '+34',
    phoneMobile: '623456789',
    jobTitle: 'Presidenta',
    partner,
    ...overrides,
  };
}

/** `YYYY-MM-DD` of today in Spain moved by some days (the reference of agreement expiration). */
export function dayFromToday(days: number): string {
  const date = new Date(`${calendarDay()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface StoredPartner {
  name: string;
  nif: string;
  email?: string | null;
  legalType?: string;
  agreementStatus?: 'agreement_active' | 'agreement_expired';
  expirationDate?: string | null;
  createdAt?: string;
}

/** Partners written straight to the database (with chosen dates); returns their ids. */
export async function insertPartners(
  app: FastifyInstance,
  tenantId: number,
  partners: StoredPartner[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const partner of partners) {
    const now = partner.createdAt ?? nowIso();
    const email = partner.email ?? null;
    const { id } = await app.db
      .insertInto('partners')
      .values({
        tenant_id: tenantId,
        name: partner.name,
        legal_type: partner.legalType ?? 'non_profit',
        nif: partner.nif,
        email,
        agreement_status: partner.agreementStatus ?? 'agreement_active',
        expiration_date: partner.expirationDate ?? null,
        ...partnerSearchColumns({ name: partner.name, nif: partner.nif, email }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

export const messagesOf = (violations: { propertyPath: string; message: string }[], path: string) =>
  violations.filter((v) => v.propertyPath === path).map((v) => v.message);
