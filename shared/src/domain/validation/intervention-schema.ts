import { object } from 'yup';
import type { InferType } from 'yup';
import {
  interventionNameRule,
  interventionPlaceRule,
  longTextRule,
  maxBeneficiariesRule,
  maxEmployeesRule,
  maxVolunteersRule,
  minPeopleRule,
  modeRule,
  projectDateStartRule,
  scheduleEndRule,
  timeOfDayRule,
} from './field-rules';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Create and update of an intervention (spec §5): its day, a start time before its end time (`HH:MM`, the end's
 * violation `schedule-start-must-be-before-end`), its format, a place unless it is online, and the minimum and
 * maximum of volunteers, employees and beneficiaries (whole numbers from 0, each minimum not above its maximum;
 * volunteers and employees not both 0; beneficiaries not 0). What depends on other rows (the activity's range,
 * overlaps, the place's schedule and bookings) is the API's, inside the write's transaction.
 */
export const interventionShape = builtOnFirstUse(() => ({
  name: interventionNameRule(),
  date: projectDateStartRule(),
  scheduleStart: timeOfDayRule(),
  scheduleEnd: scheduleEndRule(),
  format: modeRule(),
  place: interventionPlaceRule(),
  minVolunteers: minPeopleRule('maxVolunteers'),
  maxVolunteers: maxVolunteersRule(),
  minEmployees: minPeopleRule('maxEmployees'),
  maxEmployees: maxEmployeesRule(),
  minBeneficiaries: minPeopleRule('maxBeneficiaries'),
  maxBeneficiaries: maxBeneficiariesRule(),
  observations: longTextRule(),
}));

export const interventionSchema = builtOnFirstUse(() => object(interventionShape));

export type InterventionInput = InferType<typeof interventionSchema>;
