import type { ContactPartner } from '@enlace/shared/contracts';
import { emptyPersonFormValues, toNullablePayload, toPersonFormValues } from '@enlace/shared/forms';
import type { FormValuesOf, PersonFormValues } from '@enlace/shared/forms';

/**
 * What the contact person form edits: every field of CONTACT_PARTNER_FIELD_GROUPS but the status ones (a person's
 * fields as every person form edits them, and the contact person's own from the contract).
 */
export type ContactPartnerFormValues = PersonFormValues &
  FormValuesOf<Pick<ContactPartner, 'partner' | 'jobTitle'>>;

/** A new contact person, with the partner already chosen when the form was opened from the partner's page. */
export const emptyContactPartnerFormValues = (partner = ''): ContactPartnerFormValues => ({
  partner,
  jobTitle: '',
  ...emptyPersonFormValues(),
  // The address is optional for contact persons (they complete it when activating): nothing preselected.
  addressCountry: '',
});

/** The stored contact person as form values (null becomes an empty field). */
export const toContactPartnerFormValues = (person: ContactPartner): ContactPartnerFormValues => ({
  partner: person.partner ?? '',
  jobTitle: person.jobTitle ?? '',
  ...toPersonFormValues(person),
});

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toContactPartnerPayload = (values: ContactPartnerFormValues): Record<string, unknown> =>
  toNullablePayload(values);
