import { object } from 'yup';
import type { InferType } from 'yup';
import { personFieldsShape } from './person-fields-schema';
import { volunteerProfileShape } from './volunteer-schema';

/** `PATCH /api/me` of staff and partner contacts: their person fields (spec §5 "profile updates"). */
export const ownProfileSchema = object(personFieldsShape);

/** `PATCH /api/me` of a volunteer: the person fields and their volunteering profile (not the status). */
export const ownVolunteerProfileSchema = object({ ...personFieldsShape, ...volunteerProfileShape });

export type OwnProfileInput = InferType<typeof ownProfileSchema>;
export type OwnVolunteerProfileInput = InferType<typeof ownVolunteerProfileSchema>;
