import { object } from 'yup';
import type { InferType } from 'yup';
import { personFieldsShape } from './person-fields-schema';
import { volunteerProfileShape } from './volunteer-schema';
import { builtOnFirstUse } from './built-on-first-use';

/** `PATCH /api/me` of staff and partner contacts: their person fields (spec §5 "profile updates"). */
export const ownProfileSchema = builtOnFirstUse(() => object(personFieldsShape));

/** `PATCH /api/me` of a volunteer: the person fields and their volunteering profile (not the status). */
export const ownVolunteerProfileSchema = builtOnFirstUse(() =>
  object({ ...personFieldsShape, ...volunteerProfileShape }),
);

export type OwnProfileInput = InferType<typeof ownProfileSchema>;
export type OwnVolunteerProfileInput = InferType<typeof ownVolunteerProfileSchema>;
