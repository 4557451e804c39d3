import { object } from 'yup';
import type { InferType } from 'yup';
import { dateRangeEndRule, optionalDateRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * The period a certificate of volunteering covers (`from`, `to`: calendar days in Spain, both optional, both
 * included; none: all the volunteer's time): the forms of both areas and `POST …/certificates` check it with this
 * one schema.
 */
export const certificatePeriodSchema = builtOnFirstUse(() =>
  object({
    from: optionalDateRule(),
    to: dateRangeEndRule('from'),
  }),
);

export type CertificatePeriodInput = InferType<typeof certificatePeriodSchema>;
