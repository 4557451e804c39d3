import type { Partner, PartnerBody } from '@enlace/shared/contracts';
import { type FormValuesOf, SPAIN_IRI, SPAIN_PHONE_PREFIX, toNullablePayload } from '@enlace/shared/forms';

/**
 * What the partner form edits: every field a partner's body takes (PARTNER_FIELD_GROUPS but the contact persons),
 * as form values.
 */
export type PartnerFormValues = FormValuesOf<Pick<Partner, keyof PartnerBody>>;

// A partner is a Spanish organisation (its NIF is Spanish): Spain and its phone prefix are preselected.

export const emptyPartnerFormValues = (): PartnerFormValues => ({
  name: '',
  legalType: '',
  nif: '',
  website: '',
  description: '',
  email: '',
  phonePrefix: SPAIN_PHONE_PREFIX,
  phone: '',
  addressCountry: SPAIN_IRI,
  addressState: '',
  addressProvince: '',
  addressLocation: '',
  address: '',
  postalCode: '',
  agreementStatus: 'agreement_active',
  expirationDate: '',
  observations: '',
});

/**
 * The stored partner as form values (null becomes an empty field). The status select starts from the status
 * staff set, not the one shown (docs/adr/0043-partners.md): an agreement left active whose date has passed
 * shows as expired, but saving it with a later date renews it instead of storing "expired".
 */
export const toPartnerFormValues = (partner: Partner): PartnerFormValues => ({
  name: partner.name ?? '',
  legalType: partner.legalType ?? '',
  nif: partner.nif ?? '',
  website: partner.website ?? '',
  description: partner.description ?? '',
  email: partner.email ?? '',
  phonePrefix: partner.phonePrefix ?? '',
  phone: partner.phone ?? '',
  addressCountry: partner.addressCountry ?? '',
  addressState: partner.addressState ?? '',
  addressProvince: partner.addressProvince ?? '',
  addressLocation: partner.addressLocation ?? '',
  address: partner.address ?? '',
  postalCode: partner.postalCode ?? '',
  agreementStatus: partner.agreementExpiredByDate ? 'agreement_active' : partner.agreementStatus,
  expirationDate: partner.expirationDate ?? '',
  observations: partner.observations ?? '',
});

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toPartnerPayload = (values: PartnerFormValues): Record<string, unknown> =>
  toNullablePayload(values);
