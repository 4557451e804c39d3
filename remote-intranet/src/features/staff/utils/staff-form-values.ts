import type { StaffMember } from '@enlace/shared/contracts';
import { emptyPersonFormValues, toNullablePayload, toPersonFormValues } from '@enlace/shared/forms';
import type { FormValuesOf, PersonWithDisabilityFormValues } from '@enlace/shared/forms';

/**
 * What the staff form edits: the person fields as every person form edits them, and the organisation group of
 * STAFF_FIELD_GROUPS from the contract.
 */
export type StaffFormValues = PersonWithDisabilityFormValues &
  FormValuesOf<Pick<StaffMember, 'department' | 'isAdmin'>>;

export const emptyStaffFormValues = (): StaffFormValues => ({
  ...emptyPersonFormValues(),
  disability: [],
  department: '',
  isAdmin: false,
});

/** The stored staff member as form values (null becomes an empty field). */
export const toStaffFormValues = (member: StaffMember): StaffFormValues => ({
  ...toPersonFormValues(member),
  disability: member.disability ?? [],
  department: member.department ?? '',
  isAdmin: member.isAdmin === true,
});

/** The API payload: empty text is sent as null (a merge patch then clears it); lists and the flag as they are. */
export const toStaffPayload = (values: StaffFormValues): Record<string, unknown> => toNullablePayload(values);
