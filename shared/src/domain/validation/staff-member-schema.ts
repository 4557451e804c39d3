import { object } from 'yup';
import type { InferType } from 'yup';
import { departmentRule, isAdminRule } from './field-rules';
import { personFieldsShape } from './person-fields-schema';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Create and update of an employee or a coordinator (spec §5 validation groups): the person fields, the
 * department and the administrator flag. An update merges the patch into the stored person and checks the
 * result with this same schema.
 */
export const staffMemberShape = builtOnFirstUse(() => ({
  ...personFieldsShape,
  department: departmentRule(),
  isAdmin: isAdminRule(),
}));

export const staffMemberSchema = builtOnFirstUse(() => object(staffMemberShape));

/** The employee form and `POST`/`PATCH /api/employees`. */
export const employeeSchema = staffMemberSchema;

/** The coordinator form and `POST`/`PATCH /api/coordinators`. */
export const coordinatorSchema = staffMemberSchema;

export type StaffMemberInput = InferType<typeof staffMemberSchema>;
