import type {
  BeneficiaryBody,
  BeneficiaryListItem,
  Beneficiary as BeneficiaryResource,
  TutoredPerson,
} from '@enlace/shared/contracts';
import {
  ageGroupOf,
  beneficiarySchema,
  DISABILITY_TYPES,
  type DisabilityType,
  type IdentificationType,
  isBlank,
  type Sex,
  type TutorRelation,
} from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Beneficiary } from '../../../db/schema';
import { resolveAddress } from '../../../lib/address';
import { notFound, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { identificationOf, pickOptions, textOf } from '../../../lib/person-payload';
import { parseList, referenceIri } from '../../../lib/person-resource';
import { dateOnly } from '../../../lib/person-values';
import { validateBody } from '../../../lib/validation';
import {
  type BeneficiaryListRow,
  type BeneficiaryValues,
  type TutoredRow,
  tutorCopyOf,
} from '../../../plugins/repositories/beneficiaries-repository';

export const beneficiaryNotFound = () => notFound('La persona beneficiaria no existe.');

export const beneficiaryIri = (id: number) => `/api/beneficiaries/${id}`;

export function toBeneficiaryListItem(row: BeneficiaryListRow): BeneficiaryListItem {
  const ageGroup = ageGroupOf(row.birthday);
  const disability = parseList(row.disability) as DisabilityType[];
  return {
    '@id': beneficiaryIri(row.id),
    '@type': 'Beneficiary',
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phonePrefixMobile: row.phone_prefix_mobile,
    phoneMobile: row.phone_mobile,
    identification: row.identification,
    birthday: row.birthday,
    ageGroup,
    isMinor: ageGroup === 'minor',
    disability,
    hasDisability: disability.length > 0,
    tutor: referenceIri('beneficiaries', row.tutor_id),
    createdAt: row.created_at,
  };
}

const toTutoredPerson = (row: TutoredRow): TutoredPerson => ({
  '@id': beneficiaryIri(row.id),
  '@type': 'Beneficiary',
  id: row.id,
  name: row.name,
  surname: row.surname,
  birthday: row.birthday,
  ageGroup: ageGroupOf(row.birthday),
});

export function toBeneficiaryResource(
  beneficiary: Beneficiary,
  tutored: TutoredRow[],
): BeneficiaryResource & { '@context': string } {
  return {
    '@context': '/api/contexts/Beneficiary',
    ...toBeneficiaryListItem(beneficiary),
    phonePrefix: beneficiary.phone_prefix,
    phone: beneficiary.phone,
    addressCountry: referenceIri('countries', beneficiary.address_country_id),
    addressState: referenceIri('states', beneficiary.address_state_id),
    addressProvince: referenceIri('provinces', beneficiary.address_province_id),
    addressLocation: referenceIri('locations', beneficiary.address_location_id),
    address: beneficiary.address,
    postalCode: beneficiary.postal_code,
    identificationType: beneficiary.identification_type as IdentificationType | null,
    sex: beneficiary.sex as Sex | null,
    notes: beneficiary.notes,
    tutorName: beneficiary.tutor_name,
    tutorSurname: beneficiary.tutor_surname,
    tutorEmail: beneficiary.tutor_email,
    tutorPhone: beneficiary.tutor_phone,
    tutorAddress: beneficiary.tutor_address,
    relation: beneficiary.relation as TutorRelation | null,
    tutoredPersons: tutored.map(toTutoredPerson),
    updatedAt: beneficiary.updated_at,
  };
}

/** The stored beneficiary as a payload, the base a merge patch applies to (read-only fields left out). */
export function toBeneficiaryPayload(beneficiary: Beneficiary): BeneficiaryBody {
  const {
    '@context': _context,
    ageGroup: _ageGroup,
    isMinor: _isMinor,
    hasDisability: _hasDisability,
    tutoredPersons: _tutoredPersons,
    ...payload
  } = toBeneficiaryResource(beneficiary, []);
  return payload;
}

/** The tutor's columns as payload fields, only those the adult has (the others keep what was sent). */
function tutorFieldsFrom(adult: Beneficiary): BeneficiaryBody {
  const copy = tutorCopyOf(adult);
  const fields: BeneficiaryBody = {
    tutorName: copy.tutor_name,
    tutorSurname: copy.tutor_surname,
    tutorEmail: copy.tutor_email,
    tutorPhone: copy.tutor_phone,
    tutorAddress: copy.tutor_address,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as BeneficiaryBody;
}

/**
 * Validates a complete beneficiary payload (a creation, or the stored beneficiary with a patch merged in) with
 * the shared rules plus what only the server can check (address references, the linked tutor: an adult
 * beneficiary of the same tenant, never the person themselves; a tutor of others cannot become a minor), and
 * returns the columns. A linked tutor's data fills the tutor fields.
 */
export async function validBeneficiaryValues(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: BeneficiaryBody,
  beneficiaryId?: number,
): Promise<BeneficiaryValues> {
  const address = await resolveAddress(app, payload);
  const extra: Violation[] = [...address.violations];
  let effective = payload;
  let tutorId: number | null = null;
  if (!isBlank(payload.tutor) && (typeof payload.tutor === 'string' || typeof payload.tutor === 'number')) {
    const id = idFromIri(payload.tutor, 'beneficiaries');
    const tutor =
      id === undefined || id === beneficiaryId
        ? undefined
        : await app.beneficiariesRepository.find(request, id);
    if (!tutor) {
      extra.push({ propertyPath: 'tutor', message: 'field-not-valid-option' });
    } else if (ageGroupOf(tutor.birthday) !== 'adult') {
      extra.push({ propertyPath: 'tutor', message: 'tutor-must-be-adult' });
    } else {
      tutorId = tutor.id;
      effective = { ...payload, ...tutorFieldsFrom(tutor) };
    }
  }
  if (
    beneficiaryId !== undefined &&
    ageGroupOf(payload.birthday) === 'minor' &&
    (await app.beneficiariesRepository.tutoredBy(request, beneficiaryId)).length > 0
  ) {
    extra.push({ propertyPath: 'birthday', message: 'tutor-must-be-adult' });
  }
  await validateBody(beneficiarySchema, effective, extra);
  return {
    email: textOf(effective.email)?.toLowerCase() ?? null,
    name: textOf(effective.name) as string,
    surname: textOf(effective.surname) as string,
    phone_prefix_mobile: textOf(effective.phonePrefixMobile),
    phone_mobile: textOf(effective.phoneMobile),
    phone_prefix: textOf(effective.phonePrefix),
    phone: textOf(effective.phone),
    ...address.ids,
    address: textOf(effective.address),
    postal_code: textOf(effective.postalCode),
    identification_type: textOf(effective.identificationType),
    identification: identificationOf(effective.identificationType, effective.identification),
    sex: textOf(effective.sex),
    birthday: dateOnly(textOf(effective.birthday)),
    disability: pickOptions(effective.disability, DISABILITY_TYPES),
    notes: textOf(effective.notes),
    tutor_id: tutorId,
    tutor_name: textOf(effective.tutorName),
    tutor_surname: textOf(effective.tutorSurname),
    tutor_email: textOf(effective.tutorEmail)?.toLowerCase() ?? null,
    tutor_phone: textOf(effective.tutorPhone),
    tutor_address: textOf(effective.tutorAddress),
    relation: textOf(effective.relation),
  };
}
