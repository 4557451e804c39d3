import type { ContactPartner, ContactPartnerBody, ContactPartnerListItem } from '@enlace/shared/contracts';
import { contactPartnerSchema, type IdentificationType, type Sex } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { textOf, validPersonColumns } from '../../../lib/person-payload';
import { accessStatusOf, referenceIri } from '../../../lib/person-resource';
import type {
  ContactPartnerListRow,
  ContactPartnerRow,
  ContactPartnerValues,
} from '../../../plugins/repositories/contact-partners-repository';
import { contactPartnerIri, partnerIri } from '../partners/partner-shared';

export const contactPartnerNotFound = () => notFound('La persona de contacto no existe.');

export { contactPartnerIri } from '../partners/partner-shared';

export function toContactPartnerListItem(row: ContactPartnerListRow): ContactPartnerListItem {
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
    accessStatus: accessStatusOf(row),
    createdAt: row.created_at,
  };
}

export function toContactPartnerResource(row: ContactPartnerRow): ContactPartner & { '@context': string } {
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
    identificationType: row.identification_type as IdentificationType | null,
    identification: row.identification,
    sex: row.sex as Sex | null,
    birthday: row.birthday,
    updatedAt: row.updated_at,
  };
}

/** The stored contact person as a payload, the base a merge patch applies to. */
export function toContactPartnerPayload(row: ContactPartnerRow): ContactPartnerBody {
  const { '@context': _context, ...resource } = toContactPartnerResource(row);
  return resource;
}

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
  const extra: Violation[] = [];
  let partnerId: number | undefined;
  const partnerGiven = payload.partner !== undefined && payload.partner !== null && payload.partner !== '';
  if (partnerGiven) {
    const id = idFromIri(payload.partner, 'partners');
    const partner = id === undefined ? undefined : await app.partnersRepository.find(request, id);
    if (partner) partnerId = partner.id;
    else extra.push({ propertyPath: 'partner', message: 'field-not-valid-option' });
  }
  const { disability: _none, ...person } = await validPersonColumns(
    app,
    request,
    contactPartnerSchema,
    payload,
    contactId,
    extra,
  );
  return {
    ...person,
    job_title: textOf(payload.jobTitle),
    partner_id: partnerId as number,
  };
}
