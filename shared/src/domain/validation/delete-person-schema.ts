import { object } from 'yup';
import type { InferType } from 'yup';
import { deletionReasonRule } from './field-rules';

/** Deleting a person asks why (spec §3 deletion reasons); the reason goes to the audit record. */
export const deletePersonSchema = object({
  reason: deletionReasonRule(),
});

export type DeletePersonInput = InferType<typeof deletePersonSchema>;
