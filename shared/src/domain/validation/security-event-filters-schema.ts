import { object } from 'yup';
import type { InferType } from 'yup';
import { dateRangeEndRule, optionalDateRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * The date range of the security log's filters (`from`, `to`: calendar days in the organisation's time zone, both
 * optional, both included): the intranet's filter and `GET /api/security_events` check it with this one schema.
 */
export const securityEventFiltersSchema = builtOnFirstUse(() =>
  object({
    from: optionalDateRule(),
    to: dateRangeEndRule('from'),
  }),
);

export type SecurityEventFiltersInput = InferType<typeof securityEventFiltersSchema>;
