import type {
  Partner as PartnerResource,
  PartnerBody,
  PartnerContactPerson,
  PartnerListItem,
} from '@enlace/shared/contracts';
import {
  type AgreementStatus,
  calendarDay,
  effectiveAgreementStatus,
  normalizeSpanishIdentification,
  normalizeWebsite,
  type PartnerLegalType,
  partnerSchema,
  validateWith,
} from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Partner } from '../../../db/schema';
import { resolveAddress } from '../../../lib/address';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { textOf } from '../../../lib/person-payload';
import { referenceIri } from '../../../lib/person-resource';
import { dateOnly } from '../../../lib/person-values';
import type {
  PartnerContactRow,
  PartnerListRow,
  PartnerValues,
} from '../../../plugins/repositories/partners-repository';

export const partnerNotFound = () => notFound('La entidad no existe.');

export const partnerIri = (id: number) => `/api/partners/${id}`;
export const contactPartnerIri = (id: number) => `/api/contact_partners/${id}`;

export function toPartnerListItem(
  row: Omit<PartnerListRow, 'contact_persons_count'>,
  contactPersonsCount: number,
  today: string,
): PartnerListItem {
  return {
    '@id': partnerIri(row.id),
    '@type': 'Partner',
    id: row.id,
    name: row.name,
    legalType: row.legal_type as PartnerLegalType,
    nif: row.nif,
    email: row.email,
    phonePrefix: row.phone_prefix,
    phone: row.phone,
    website: row.website,
    agreementStatus: effectiveAgreementStatus(row.agreement_status, row.expiration_date, today),
    expirationDate: row.expiration_date,
    contactPersonsCount,
    createdAt: row.created_at,
  };
}

export function toPartnerContactPerson(row: PartnerContactRow): PartnerContactPerson {
  return {
    '@id': contactPartnerIri(row.id),
    '@type': 'ContactPartner',
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    jobTitle: row.job_title,
    phonePrefixMobile: row.phone_prefix_mobile,
    phoneMobile: row.phone_mobile,
  };
}

export function toPartnerResource(
  partner: Partner,
  contacts: PartnerContactRow[],
  today = calendarDay(),
): PartnerResource & { '@context': string } {
  const item = toPartnerListItem(partner, contacts.length, today);
  return {
    '@context': '/api/contexts/Partner',
    ...item,
    addressCountry: referenceIri('countries', partner.address_country_id),
    addressState: referenceIri('states', partner.address_state_id),
    addressProvince: referenceIri('provinces', partner.address_province_id),
    addressLocation: referenceIri('locations', partner.address_location_id),
    address: partner.address,
    postalCode: partner.postal_code,
    description: partner.description,
    observations: partner.observations,
    agreementExpiredByDate:
      partner.agreement_status === 'agreement_active' && item.agreementStatus === 'agreement_expired',
    contactPersons: contacts.map(toPartnerContactPerson),
    updatedAt: partner.updated_at,
  };
}

/**
 * The stored partner as a payload, the base a merge patch applies to. It carries the agreement status staff
 * set, not the one shown: moving the expiration date forward renews an agreement that expired by date.
 */
export function toPartnerPayload(partner: Partner): PartnerBody {
  const { '@context': _context, ...resource } = toPartnerResource(partner, []);
  return { ...resource, agreementStatus: partner.agreement_status };
}

/**
 * Validates a complete partner payload (a creation, or the stored partner with a patch merged in) with the
 * shared rules plus what only the server can check (address references, NIF taken), and returns the columns.
 */
export async function validPartnerValues(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: PartnerBody,
  partnerId?: number,
): Promise<PartnerValues> {
  const address = await resolveAddress(app, payload);
  const violations = [
    ...((await validateWith(partnerSchema, payload)) as Violation[]),
    ...address.violations,
  ];
  const given = textOf(payload.nif);
  const nif = given === null ? null : normalizeSpanishIdentification(given);
  // A NIF that is not valid is reported as such, not also as taken.
  const nifValid = !violations.some((violation) => violation.propertyPath === 'nif');
  if (nifValid && nif && (await app.partnersRepository.nifTaken(request, nif, partnerId))) {
    violations.push({ propertyPath: 'nif', message: 'nif-already-exists' });
  }
  if (violations.length) throw unprocessable(violations);
  return partnerValuesOf(payload, address.ids);
}

/** The columns of a partner payload that met every rule, its address already resolved to ids. */
export function partnerValuesOf(
  payload: PartnerBody,
  addressIds: Pick<
    PartnerValues,
    'address_country_id' | 'address_state_id' | 'address_province_id' | 'address_location_id'
  >,
): PartnerValues {
  const given = textOf(payload.nif);
  const website = textOf(payload.website);
  const email = textOf(payload.email);
  return {
    name: textOf(payload.name) as string,
    legal_type: textOf(payload.legalType) as string,
    nif: (given === null ? null : normalizeSpanishIdentification(given)) as string,
    website: website === null ? null : normalizeWebsite(website),
    email: email === null ? null : email.toLowerCase(),
    phone_prefix: textOf(payload.phonePrefix),
    phone: textOf(payload.phone),
    ...addressIds,
    address: textOf(payload.address),
    postal_code: textOf(payload.postalCode),
    description: textOf(payload.description),
    observations: textOf(payload.observations),
    agreement_status: textOf(payload.agreementStatus) as AgreementStatus,
    expiration_date: dateOnly(textOf(payload.expirationDate)),
  };
}
