import { object } from 'yup';
import type { InferType } from 'yup';
import { deletionReasonRule } from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/** Deleting a person asks why (spec §3 deletion reasons); the reason goes to the audit record. */
export const deletePersonSchema = builtOnFirstUse(() =>
  object({
    reason: deletionReasonRule(),
  }),
);

export type DeletePersonInput = InferType<typeof deletePersonSchema>;
