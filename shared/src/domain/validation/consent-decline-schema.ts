import { object, string } from 'yup';
import type { InferType } from 'yup';
import { CONSENT_DECLINE_REASON_MAX_LENGTH } from '@enlace/shared/domain/core';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * A tutor declining through the emailed link: the reason is optional (the family owes no explanation) and kept
 * short; staff read it beside the participant.
 */
export const consentDeclineSchema = builtOnFirstUse(() =>
  object({
    reason: string()
      .nullable()
      .typeError(m('field-not-valid-type'))
      .max(
        CONSENT_DECLINE_REASON_MAX_LENGTH,
        m('field-max-length', { max: CONSENT_DECLINE_REASON_MAX_LENGTH }),
      ),
  }),
);

export type ConsentDeclineInput = InferType<typeof consentDeclineSchema>;
