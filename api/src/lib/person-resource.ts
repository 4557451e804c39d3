import {
  personDetailProperties as personDetailContractProperties,
  personSummaryProperties as personSummaryContractProperties,
} from '@enlace/shared/contracts';
import type { DisabilityType, IdentificationType, Sex } from '@enlace/shared/domain';
import type { User } from '../db/schema';
import { resourceIdentityProperties } from './schemas';

export const stringArraySchema = { type: 'array', items: { type: 'string' } } as const;

/** The IRI of a referenced resource, or null. */
export const referenceIri = (resource: string, id: number | null) =>
  id === null ? null : `/api/${resource}/${id}`;

export function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** A stored JSON list of strings; anything unreadable is an empty list. */
export const parseList = (value: string | null): string[] => {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/** What every people list shows of a person (personSummary), from the contracts. */
export const personSummaryFieldProperties = personSummaryContractProperties;

/** A people list's member: its IRI, type and id, then the summary. */
export const personSummaryProperties = {
  ...resourceIdentityProperties,
  ...personSummaryFieldProperties,
};

export const personSummary = (
  row: Pick<User, 'name' | 'surname' | 'email' | 'phone_prefix_mobile' | 'phone_mobile' | 'identification'>,
) => ({
  name: row.name,
  surname: row.surname,
  email: row.email,
  phonePrefixMobile: row.phone_prefix_mobile,
  phoneMobile: row.phone_mobile,
  identification: row.identification,
});

/** The rest of the person fields of spec §3, on a person's own resource, from the contracts. */
export const personDetailProperties = personDetailContractProperties;

export const personDetails = (user: User) => ({
  phonePrefix: user.phone_prefix,
  phone: user.phone,
  addressCountry: referenceIri('countries', user.address_country_id),
  addressState: referenceIri('states', user.address_state_id),
  addressProvince: referenceIri('provinces', user.address_province_id),
  addressLocation: referenceIri('locations', user.address_location_id),
  address: user.address,
  postalCode: user.postal_code,
  identificationType: user.identification_type as IdentificationType | null,
  sex: user.sex as Sex | null,
  birthday: user.birthday,
  disability: parseList(user.disability) as DisabilityType[],
});

/** Whether the person can sign in (spec §3 access statuses). */
export const accessStatusOf = (user: Pick<User, 'active'>) => (user.active ? 'access' : 'no-access');
