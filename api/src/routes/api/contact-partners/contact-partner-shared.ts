import { contactPartnerSchema } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveAddress } from '../../../lib/address';
import { notFound, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { blankToNull, dateOnly } from '../../../lib/person-values';
import { validateBody } from '../../../lib/validation';
import type {
  ContactPartnerListRow,
  ContactPartnerRow,
  ContactPartnerValues,
} from '../../../plugins/repositories/contact-partners-repository';
import { contactPartnerIri, partnerIri } from '../partners/partner-shared';

/** The contact person payload as the client sends it (JSON-LD names; references as IRIs or ids). */
export type ContactPartnerBody = Record<string, unknown>;

export const contactPartnerNotFound = () => notFound('La persona de contacto no existe.');

export { contactPartnerIri, idParamsSchema } from '../partners/partner-shared';

const text = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const reference = { type: ['string', 'integer', 'null'] };

// The JSON type check only (no coercion); the rules themselves are the shared contactPartnerSchema's.
export const contactPartnerBodySchema = {
  type: 'object',
  properties: {
    email: text(1024),
    name: text(1024),
    surname: text(1024),
    phonePrefixMobile: text(64),
    phoneMobile: text(64),
    phonePrefix: text(64),
    phone: text(64),
    addressCountry: reference,
    addressState: reference,
    addressProvince: reference,
    addressLocation: reference,
    address: text(1024),
    postalCode: text(64),
    identificationType: text(64),
    identification: text(256),
    sex: text(64),
    birthday: text(64),
    partner: reference,
    jobTitle: text(1024),
  },
} as const;

const nullableString = { type: ['string', 'null'] };

export const contactPartnerListItemSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    email: { type: 'string' },
    phonePrefixMobile: nullableString,
    phoneMobile: nullableString,
    jobTitle: nullableString,
    partner: nullableString,
    partnerName: nullableString,
    accessStatus: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

export const contactPartnerSchemaJson = {
  type: 'object',
  properties: {
    '@context': { type: 'string' },
    ...contactPartnerListItemSchema.properties,
    phonePrefix: nullableString,
    phone: nullableString,
    addressCountry: nullableString,
    addressState: nullableString,
    addressProvince: nullableString,
    addressLocation: nullableString,
    address: nullableString,
    postalCode: nullableString,
    identificationType: nullableString,
    identification: nullableString,
    sex: nullableString,
    birthday: nullableString,
    updatedAt: { type: 'string' },
  },
} as const;

const referenceIri = (resource: string, id: number | null) => (id === null ? null : `/api/${resource}/${id}`);

export function toContactPartnerListItem(row: ContactPartnerListRow) {
  return {
    '@id': contactPartnerIri(row.id),
    '@type': 'ContactPartner',
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phonePrefixMobile: row.phone_prefix_mobile,
    phoneMobile: row.phone_mobile,
    jobTitle: row.job_title,
    partner: row.partner_id === null ? null : partnerIri(row.partner_id),
    partnerName: row.partner_name,
    accessStatus: row.active ? 'access' : 'no-access',
    createdAt: row.created_at,
  };
}

export function toContactPartnerResource(row: ContactPartnerRow) {
  return {
    '@context': '/api/contexts/ContactPartner',
    ...toContactPartnerListItem(row),
    phonePrefix: row.phone_prefix,
    phone: row.phone,
    addressCountry: referenceIri('countries', row.address_country_id),
    addressState: referenceIri('states', row.address_state_id),
    addressProvince: referenceIri('provinces', row.address_province_id),
    addressLocation: referenceIri('locations', row.address_location_id),
    address: row.address,
    postalCode: row.postal_code,
    identificationType: row.identification_type,
    identification: row.identification,
    sex: row.sex,
    birthday: row.birthday,
    updatedAt: row.updated_at,
  };
}

/** The stored contact person as a payload, the base a merge patch applies to. */
export function toContactPartnerPayload(row: ContactPartnerRow): ContactPartnerBody {
  const { '@context': _context, ...resource } = toContactPartnerResource(row);
  return resource;
}

const textOf = (value: unknown) => blankToNull(typeof value === 'string' ? value : null);

/**
 * Validates a complete contact person payload (a creation, or the stored person with a patch merged in) with
 * the shared rules plus what only the server can check: address references, the email taken in the tenant,
 * and the partner, which must be one of the tenant's (another tenant's answers like an unknown one).
 */
export async function validContactPartnerValues(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: ContactPartnerBody,
  contactId?: number,
): Promise<ContactPartnerValues> {
  const address = await resolveAddress(app, payload);
  const extra: Violation[] = [...address.violations];
  const email = textOf(payload.email);
  if (email && (await app.contactPartnersRepository.emailTaken(request, email, contactId))) {
    extra.push({ propertyPath: 'email', message: 'email-already-exists' });
  }
  let partnerId: number | undefined;
  const partnerGiven = payload.partner !== undefined && payload.partner !== null && payload.partner !== '';
  if (partnerGiven) {
    const id = idFromIri(payload.partner, 'partners');
    const partner = id === undefined ? undefined : await app.partnersRepository.find(request, id);
    if (partner) partnerId = partner.id;
    else extra.push({ propertyPath: 'partner', message: 'field-not-valid-option' });
  }
  await validateBody(contactPartnerSchema, payload, extra);
  return {
    email: (email as string).toLowerCase(),
    name: textOf(payload.name) as string,
    surname: textOf(payload.surname) as string,
    phone_prefix_mobile: textOf(payload.phonePrefixMobile),
    phone_mobile: textOf(payload.phoneMobile),
    phone_prefix: textOf(payload.phonePrefix),
    phone: textOf(payload.phone),
    ...address.ids,
    address: textOf(payload.address),
    postal_code: textOf(payload.postalCode),
    identification_type: textOf(payload.identificationType),
    identification: textOf(payload.identification),
    sex: textOf(payload.sex),
    birthday: dateOnly(textOf(payload.birthday)),
    job_title: textOf(payload.jobTitle),
    partner_id: partnerId as number,
  };
}
