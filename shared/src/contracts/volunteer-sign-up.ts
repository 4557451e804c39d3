import { type Static, Type } from '@sinclair/typebox';
import { flagBody, textBody } from './json-schema';
import { SuccessSchema } from './success';
import { minorTutorBodyProperties } from './volunteers';

// The public sign-up of a volunteer (`POST /api/volunteers/register`) from the organisation's home page: the few
// fields the form asks for; the rest of the person waits for the activation form.

/** JSON types and lengths only; the rules are the shared `volunteerSignUpSchema`'s. */
export const VolunteerSignUpBodySchema = Type.Partial(
  Type.Object({
    name: textBody(1024),
    surname: textBody(1024),
    email: textBody(1024),
    phonePrefixMobile: textBody(16),
    phoneMobile: textBody(64),
    birthday: textBody(64),
    ...minorTutorBodyProperties,
    acceptPrivacy: flagBody(),
  }),
);
export type VolunteerSignUpBody = Static<typeof VolunteerSignUpBodySchema>;

/**
 * What the sign-up answers, the same whether the address was new or already had an account (its owner gets an
 * email instead): done, and the success key the page shows.
 */
export const VolunteerSignUpAnswerSchema = SuccessSchema;
export type VolunteerSignUpAnswer = Static<typeof VolunteerSignUpAnswerSchema>;
