import { object } from 'yup';
import type { InferType } from 'yup';
import {
  activityNameRule,
  activityTypeRule,
  coordinatorReferenceRule,
  longTextRule,
  modeRule,
  partnersRule,
  projectDateStartRule,
  projectReferenceRule,
  requiredDateEndRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Create and update of an activity (spec §5): a name, an optional description, its type and mode, an optional
 * project, the coordinator in charge (`coordinator-required`), at least one partner (`partner-required`) and its
 * date range, both days required (`date-start-after-date-end` at the end). The status moves apart, along
 * ACTIVITY_TRANSITIONS. An update merges the patch into the stored activity and checks the result.
 */
export const activityShape = builtOnFirstUse(() => ({
  name: activityNameRule(),
  description: longTextRule(),
  type: activityTypeRule(),
  mode: modeRule(),
  project: projectReferenceRule(),
  coordinator: coordinatorReferenceRule(),
  partners: partnersRule(),
  dateStart: projectDateStartRule(),
  dateEnd: requiredDateEndRule(),
}));

export const activitySchema = builtOnFirstUse(() => object(activityShape));

export type ActivityInput = InferType<typeof activitySchema>;

/** Duplicating an activity: the new date range (required) and, optionally, a new name. */
export const duplicateActivitySchema = builtOnFirstUse(() =>
  object({
    name: activityNameRule(false),
    dateStart: projectDateStartRule(),
    dateEnd: requiredDateEndRule(),
  }),
);
