import { boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import { SUPPORTED_LANGUAGES } from '@enlace/shared/domain/core';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * A person's own settings (PATCH /api/me/settings): the language of their emails, one of the screens' languages,
 * and, for staff, the notices of people joining or leaving their activities. Absent means unchanged.
 */
export const ownSettingsSchema = builtOnFirstUse(() =>
  object({
    language: string()
      .strict()
      .typeError(m('field-not-valid-type'))
      .nonNullable(m('field-not-valid-option'))
      .oneOf([...SUPPORTED_LANGUAGES], m('field-not-valid-option')),
    notifyParticipationChanges: boolean()
      .strict()
      .typeError(m('field-not-valid-type'))
      .nonNullable(m('field-not-valid-type')),
  }),
);

export type OwnSettingsInput = InferType<typeof ownSettingsSchema>;
