import { object } from 'yup';
import type { InferType } from 'yup';
import {
  projectDateEndRule,
  projectDateStartRule,
  projectNameRule,
  projectStatusRule,
  longTextRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Create and update of a project (spec §1, §9): a name, an optional description, the day it starts (required)
 * and the day it ends (optional: an open-ended project), not before the start, and its status. An update merges
 * the patch into the stored project and checks the result with this same schema. The tier's cap on active
 * projects is the API's (it counts them in the write's transaction).
 */
export const projectShape = builtOnFirstUse(() => ({
  name: projectNameRule(),
  description: longTextRule(),
  dateStart: projectDateStartRule(),
  dateEnd: projectDateEndRule(),
  status: projectStatusRule(),
}));

export const projectSchema = builtOnFirstUse(() => object(projectShape));

export type ProjectInput = InferType<typeof projectSchema>;
