import { tutorDataOf } from '@enlace/shared/domain';
import type { Beneficiary } from '@enlace/shared/contracts';
import { emptyPersonFormValues, toNullablePayload, toPersonFormValues } from '@enlace/shared/forms';
import type { FormValuesOf, PersonWithDisabilityFormValues } from '@enlace/shared/forms';

/**
 * What the beneficiary form edits: every field of BENEFICIARY_FIELD_GROUPS but the read-only ones (a person's
 * fields as every person form edits them, and the beneficiary's own from the contract; `tutor` is the IRI of the
 * linked adult beneficiary, or empty).
 */
export type BeneficiaryFormValues = PersonWithDisabilityFormValues &
  FormValuesOf<
    Pick<
      Beneficiary,
      | 'notes'
      | 'tutor'
      | 'tutorName'
      | 'tutorSurname'
      | 'tutorEmail'
      | 'tutorPhone'
      | 'tutorAddress'
      | 'relation'
    >
  >;

/** The tutor's data fields (the link and the relation aside). */
export const TUTOR_DATA_FIELDS = [
  'tutorName',
  'tutorSurname',
  'tutorEmail',
  'tutorPhone',
  'tutorAddress',
] as const satisfies readonly (keyof BeneficiaryFormValues)[];

export const emptyBeneficiaryFormValues = (): BeneficiaryFormValues => ({
  ...emptyPersonFormValues(),
  disability: [],
  notes: '',
  tutor: '',
  tutorName: '',
  tutorSurname: '',
  tutorEmail: '',
  tutorPhone: '',
  tutorAddress: '',
  relation: '',
});

/**
 * The tutor fields filled from a linked adult (what the API will store): the adult's data where they have it,
 * what was typed where they do not.
 */
export const withTutor = (values: BeneficiaryFormValues, adult: Beneficiary): BeneficiaryFormValues => {
  const data = tutorDataOf(adult);
  const next = { ...values, tutor: adult['@id'] };
  for (const field of TUTOR_DATA_FIELDS) next[field] = data[field] ?? values[field];
  return next;
};

/**
 * A new minor tutored by `adult` ("add a tutored person"): linked to them, their tutor data and, as a family
 * usually shares them, their address and the phone prefix.
 */
export const tutoredPersonFormValues = (adult: Beneficiary): BeneficiaryFormValues => {
  const empty = emptyBeneficiaryFormValues();
  return withTutor(
    {
      ...empty,
      addressCountry: adult.addressCountry ?? empty.addressCountry,
      addressState: adult.addressState ?? '',
      addressProvince: adult.addressProvince ?? '',
      addressLocation: adult.addressLocation ?? '',
      address: adult.address ?? '',
      postalCode: adult.postalCode ?? '',
    },
    adult,
  );
};

/** The stored beneficiary as form values (null becomes an empty field). */
export const toBeneficiaryFormValues = (beneficiary: Beneficiary): BeneficiaryFormValues => ({
  ...toPersonFormValues(beneficiary),
  disability: beneficiary.disability ?? [],
  notes: beneficiary.notes ?? '',
  tutor: beneficiary.tutor ?? '',
  tutorName: beneficiary.tutorName ?? '',
  tutorSurname: beneficiary.tutorSurname ?? '',
  tutorEmail: beneficiary.tutorEmail ?? '',
  tutorPhone: beneficiary.tutorPhone ?? '',
  tutorAddress: beneficiary.tutorAddress ?? '',
  relation: beneficiary.relation ?? '',
});

/** The API payload: empty fields are sent as null (a merge patch then clears them). */
export const toBeneficiaryPayload = (values: BeneficiaryFormValues): Record<string, unknown> =>
  toNullablePayload(values);
