import { array, boolean, lazy, mixed, number, type Schema, string } from 'yup';
import {
  ABOUT_ME_MAX_LENGTH,
  ACTIVITY_NAME_MAX_LENGTH,
  ACTIVITY_NAME_MIN_LENGTH,
  INTERVENTION_NAME_MAX_LENGTH,
  INTERVENTION_PEOPLE_MAX,
  ADDRESS_MAX_LENGTH,
  BIRTHDAY_MAX_AGE_YEARS,
  DEPARTMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IDENTIFICATION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  SESSION_REMINDER_MAX_HOURS,
  NAME_MIN_LETTER_RATIO,
  NAME_MIN_LETTERS,
  NIF_MAX_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  PARTNER_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  ACTIVITY_TYPES,
  AGREEMENT_STATUSES,
  DELETION_REASONS,
  DISABILITY_TYPES,
  HOW_WE_MET,
  IDENTIFICATION_TYPES,
  MODES,
  PARTNER_LEGAL_TYPES,
  PROJECT_STATUSES,
  SEXES,
  SKILL_AREAS,
  TENANT_COLOR_PATTERN,
  TENANT_TIERS,
  TIMES_OF_DAY,
  TUTOR_RELATIONS,
  VOLUNTEER_TRAITS,
  WEEKDAYS,
} from '@enlace/shared/domain/core';
import { isValidTimeOfDay, minutesOfDay } from '../place-schedule';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import { isValidWebsite } from './is-valid-website';
import {
  ADDRESS_PATTERN,
  IDENTIFICATION_PATTERN,
  LETTER_PATTERN,
  PHONE_PATTERN,
  PHONE_PREFIX_PATTERN,
} from './patterns';
import { checkDni, checkNie, checkNif } from './spanish-identification';
import { toDateOnly } from './to-date-only';
import { validationMessage as m } from './validation-message';

// One builder per rule of spec §5. Each returns a fresh schema so that operations can compose them.

const text = () => string().nullable().typeError(m('field-not-valid-type'));

const requiredText = () => text().test('not-blank', m('field-not-blank'), (value) => !isBlank(value));

/** Required by default; `required: false` keeps every other check of the rule for the values that are given. */
const textRule = (required: boolean) => (required ? requiredText() : text());

const maxLength = (max: number) => m('field-max-length', { max });

/** A value that is given (not blank) must pass `check`. */
const whenGiven = (check: (value: string) => boolean) => (value: string | null | undefined) =>
  isBlank(value) || check(value as string);

const oneOfText = (options: readonly string[]) => whenGiven((value) => options.includes(value));

/** Characters as a person counts them: an emoji is one, not the two UTF-16 units JavaScript counts. */
const codePoints = (value: string) => [...value].length;

// Control characters (a NUL byte, a line break) cannot be typed into a password field: refusing them keeps a
// password the same on every keyboard and in every system that stores or compares it.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export const passwordRule = () =>
  requiredText()
    .test(
      'password-min-length',
      m('field-min-length', { min: PASSWORD_MIN_LENGTH }),
      whenGiven((value) => codePoints(value) >= PASSWORD_MIN_LENGTH),
    )
    .test(
      'password-max-length',
      maxLength(PASSWORD_MAX_LENGTH),
      whenGiven((value) => codePoints(value) <= PASSWORD_MAX_LENGTH),
    )
    .test(
      'password-characters',
      m('password-control-characters'),
      whenGiven((value) => !CONTROL_CHARACTER.test(value)),
    );

/** Login only checks presence: older passwords may predate today's bounds. */
export const loginPasswordRule = () => requiredText();

/** Checked when present: the forms always send it, the API never receives it (spec §7). */
export const repeatPasswordRule = () =>
  text().test('repeat-password-equal', m('repeat-password-equal'), function check(value) {
    return value === undefined || value === (this.parent as { password?: unknown }).password;
  });

export const emailRule = (required = true) =>
  textRule(required)
    .max(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH))
    .test('email', m('not-valid-email'), whenGiven(isValidEmail));

/** At least two letters, and letters at least 30% of all characters (accents and ñ count as letters). */
const hasEnoughLetters = (value: string) => {
  const letters = value.match(LETTER_PATTERN)?.length ?? 0;
  const characters = [...value.trim()].length;
  return letters >= NAME_MIN_LETTERS && letters / characters >= NAME_MIN_LETTER_RATIO;
};

export const nameRule = (required = true) =>
  textRule(required)
    .max(NAME_MAX_LENGTH, maxLength(NAME_MAX_LENGTH))
    .test(
      'letters',
      m('name-not-enough-letters', {
        min: NAME_MIN_LETTERS,
        percent: Math.round(NAME_MIN_LETTER_RATIO * 100),
      }),
      whenGiven(hasEnoughLetters),
    );

export const phonePrefixRule = (required: boolean) =>
  (required ? requiredText() : text()).test(
    'phone-prefix',
    m('field-not-valid-regex'),
    whenGiven((value) => PHONE_PREFIX_PATTERN.test(value)),
  );

/** Separators are free: "612 345 678" is the same number as "612345678". */
const isPhone = (value: string) =>
  PHONE_PATTERN.test(value) || PHONE_PATTERN.test(value.replace(/[\s.-]/g, ''));

export const phoneRule = (required: boolean) =>
  (required ? requiredText() : text())
    .max(PHONE_MAX_LENGTH, maxLength(PHONE_MAX_LENGTH))
    .test('phone', m('field-not-valid-regex'), whenGiven(isPhone));

export const addressRule = (required = true) =>
  textRule(required)
    .max(ADDRESS_MAX_LENGTH, maxLength(ADDRESS_MAX_LENGTH))
    .test(
      'address',
      m('field-not-valid-regex'),
      whenGiven((value) => ADDRESS_PATTERN.test(value.trim())),
    );

export const postalCodeRule = () => text().max(POSTAL_CODE_MAX_LENGTH, maxLength(POSTAL_CODE_MAX_LENGTH));

export const identificationTypeRule = (required = true) =>
  textRule(required).test('option', m('field-not-valid-option'), oneOfText(IDENTIFICATION_TYPES));

export const sexRule = (required = true) =>
  textRule(required).test('option', m('field-not-valid-option'), oneOfText(SEXES));

const isSpanishDocument = (parent: unknown) => {
  const type = (parent as { identificationType?: unknown } | undefined)?.identificationType;
  return type === 'national' || type === 'resident';
};

/**
 * The general pattern of spec §5 for any document; a DNI (type national) or NIE (type resident) must also have
 * its own shape and the right control letter, and the message names the letter expected.
 */
export const identificationRule = (required = true) =>
  textRule(required)
    .max(IDENTIFICATION_MAX_LENGTH, maxLength(IDENTIFICATION_MAX_LENGTH))
    // A DNI or NIE is checked in its canonical form below, so that "12.345.678-Z" is read as people write it.
    .test('identification', m('field-not-valid-regex'), function check(value) {
      if (isSpanishDocument(this.parent)) return true;
      return whenGiven((given) => IDENTIFICATION_PATTERN.test(given.trim()))(value);
    })
    .test('spanish-identification', function check(value) {
      if (isBlank(value) || !isSpanishDocument(this.parent)) return true;
      const type = (this.parent as { identificationType: 'national' | 'resident' }).identificationType;
      const result = type === 'national' ? checkDni(value as string) : checkNie(value as string);
      if (result.valid) return true;
      return this.createError({
        message:
          result.reason === 'letter'
            ? m('identification-control-letter', { letter: result.expected })
            : m(type === 'national' ? 'identification-dni-format' : 'identification-nie-format'),
      });
    });

const today = () => toDateOnly(new Date()) as string;

const oldestBirthday = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - BIRTHDAY_MAX_AGE_YEARS);
  return toDateOnly(date) as string;
};

/** A `YYYY-MM-DD` string (or a Date): required, a real date, not in the future, not older than 120 years. */
export const birthdayRule = () =>
  mixed<string | Date>((value): value is string | Date => typeof value === 'string' || value instanceof Date)
    .nullable()
    .typeError(m('field-not-valid-date'))
    .test('not-blank', m('field-not-blank'), (value) => !isBlank(value))
    .test('date', m('field-not-valid-date'), (value) => isBlank(value) || toDateOnly(value) !== null)
    .test('not-future', m('the-date-cannot-be-in-the-future'), (value) => {
      const date = toDateOnly(value);
      return date === null || date <= today();
    })
    .test('not-too-old', m('the-date-cannot-be-too-old', { max: BIRTHDAY_MAX_AGE_YEARS }), (value) => {
      const date = toDateOnly(value);
      return date === null || date >= oldestBirthday();
    });

/** A geographic entity, sent as its IRI ("/api/countries/724") or id. */
const referenceRule = () =>
  mixed<string | number>(
    (value): value is string | number => typeof value === 'string' || typeof value === 'number',
  )
    .nullable()
    .typeError(m('field-not-valid-type'));

export const geoReferenceRule = (required = true) =>
  required
    ? referenceRule().test('not-blank', m('field-not-blank'), (value) => !isBlank(value))
    : referenceRule();

/** An optional list whose items all come from one enumeration. */
const optionListRule = (options: readonly string[]) =>
  array()
    .of(string().typeError(m('field-not-valid-type')).oneOf(options, m('field-not-valid-option')))
    .nullable()
    .typeError(m('field-not-valid-type'));

export const disabilityRule = () => optionListRule(DISABILITY_TYPES);

export const skillsRule = () => optionListRule(SKILL_AREAS);

export const traitsRule = () => optionListRule(VOLUNTEER_TRAITS);

export const howWeMetRule = () => text().test('option', m('field-not-valid-option'), oneOfText(HOW_WE_MET));

export const aboutMeRule = () => text().max(ABOUT_ME_MAX_LENGTH, maxLength(ABOUT_ME_MAX_LENGTH));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Weekdays × times of day, as `{ "monday": ["morning"], "friday": ["morning", "afternoon"] }`: a grid of
 * check boxes in the form. Days left out are days without availability.
 */
export const availabilityRule = () =>
  mixed<Record<string, string[]>>((value): value is Record<string, string[]> => isPlainObject(value))
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('shape', m('field-not-valid-type'), (value) =>
      isBlank(value) ? true : Object.values(value as object).every((times) => Array.isArray(times)),
    )
    .test('options', m('field-not-valid-option'), (value) => {
      if (isBlank(value)) return true;
      return Object.entries(value as Record<string, unknown>).every(
        ([day, times]) =>
          (WEEKDAYS as readonly string[]).includes(day) &&
          (!Array.isArray(times) ||
            times.every((time) => (TIMES_OF_DAY as readonly unknown[]).includes(time))),
      );
    });

/** A yes/no switch; absent means unchanged. */
const flagRule = () => boolean().nullable().strict().typeError(m('field-not-valid-type'));

/** Staff switch a volunteer between active and inactive; absent means unchanged. */
export const inactiveRule = () => flagRule();

export const deletionReasonRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOfText(DELETION_REASONS));

export const requiredCodeRule = () => requiredText();

export const optionalTextRule = () => text();

// Partners and contact persons.

/** A rule that applies only when a value is given: the person fields a contact person may leave empty. */
export const optionalWhenBlank = (rule: Schema) =>
  lazy((value: unknown) => (isBlank(value) ? mixed().nullable().optional() : rule));

/** An organisation's name: any characters ("3M España", "ONCE"), at least two. */
export const partnerNameRule = () =>
  requiredText()
    .max(PARTNER_NAME_MAX_LENGTH, maxLength(PARTNER_NAME_MAX_LENGTH))
    .test(
      'min',
      m('field-min-length', { min: PARTNER_NAME_MIN_LENGTH }),
      whenGiven((value) => [...value.trim()].length >= PARTNER_NAME_MIN_LENGTH),
    );

export const partnerLegalTypeRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOfText(PARTNER_LEGAL_TYPES));

/**
 * The NIF of the partner: for the legal type `individual` a person's (DNI, NIE or K/L/M), for every other type
 * an organisation's (the former CIF). The control character is checked and the message names the one expected.
 */
export const nifRule = () =>
  requiredText()
    .max(NIF_MAX_LENGTH, maxLength(NIF_MAX_LENGTH))
    .test('nif', function check(value) {
      if (isBlank(value)) return true;
      const legalType = (this.parent as { legalType?: unknown } | undefined)?.legalType;
      const known = (PARTNER_LEGAL_TYPES as readonly unknown[]).includes(legalType);
      const holder = !known ? 'any' : legalType === 'individual' ? 'individual' : 'organisation';
      const result = checkNif(value as string, holder);
      if (result.valid) return true;
      if (result.reason === 'letter') {
        return this.createError({ message: m('nif-control-character', { character: result.expected }) });
      }
      return this.createError({
        message:
          holder === 'individual'
            ? m('nif-individual-format')
            : holder === 'organisation'
              ? m('nif-organisation-format')
              : m('field-not-valid-regex'),
      });
    });

export const websiteRule = () =>
  text()
    .max(WEBSITE_MAX_LENGTH, maxLength(WEBSITE_MAX_LENGTH))
    .test('url', m('not-valid-url'), whenGiven(isValidWebsite));

/** An organisation's general email: optional, checked like a person's when given. */
export const optionalEmailRule = () =>
  text()
    .max(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH))
    .test('email', m('not-valid-email'), whenGiven(isValidEmail));

export const longTextRule = () => text().max(LONG_TEXT_MAX_LENGTH, maxLength(LONG_TEXT_MAX_LENGTH));

export const agreementStatusRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOfText(AGREEMENT_STATUSES));

/** An optional calendar day (`YYYY-MM-DD`); past and future days are both fine. */
export const optionalDateRule = () =>
  mixed<string | Date>((value): value is string | Date => typeof value === 'string' || value instanceof Date)
    .nullable()
    .typeError(m('field-not-valid-date'))
    .test('date', m('field-not-valid-date'), (value) => isBlank(value) || toDateOnly(value) !== null);

/** The partner organisation of a contact person, as its IRI ("/api/partners/3") or id. */
export const partnerReferenceRule = () => geoReferenceRule();

export const jobTitleRule = () => text().max(JOB_TITLE_MAX_LENGTH, maxLength(JOB_TITLE_MAX_LENGTH));
export const notesRule = () => text().max(NOTES_MAX_LENGTH, maxLength(NOTES_MAX_LENGTH));

export const tutorRelationRule = () =>
  text().test('option', m('field-not-valid-option'), oneOfText(TUTOR_RELATIONS));

/** Another beneficiary, sent as its IRI ("/api/beneficiaries/12") or id; the API checks that it exists. */
export const beneficiaryReferenceRule = () => referenceRule();

/** Optional free text naming the staff member's department. */
export const departmentRule = () => text().max(DEPARTMENT_MAX_LENGTH, maxLength(DEPARTMENT_MAX_LENGTH));

/** Whether a staff member is an administrator (the role `employee-admin`). */
export const isAdminRule = () => flagRule();

// Projects.

/** A project's name: any characters ("Aula 2030", "Huerto"), at least two. */
export const projectNameRule = () =>
  requiredText()
    .max(PROJECT_NAME_MAX_LENGTH, maxLength(PROJECT_NAME_MAX_LENGTH))
    .test(
      'min',
      m('field-min-length', { min: PROJECT_NAME_MIN_LENGTH }),
      whenGiven((value) => [...value.trim()].length >= PROJECT_NAME_MIN_LENGTH),
    );

export const projectStatusRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOfText(PROJECT_STATUSES));

/** The first day of a date range: required, a real calendar day. */
export const projectDateStartRule = () =>
  optionalDateRule().test('not-blank', m('field-not-blank'), (value) => !isBlank(value));

/**
 * The last day of a date range: optional; when both days are given it is not before the first (the same day is
 * a one-day range). The violation is reported at the end date, which is the one usually mistyped.
 */
export const projectDateEndRule = () => dateRangeEndRule('dateStart');

/** The last day of a range whose first day is the sibling field `startField`; both optional, end not before start. */
export const dateRangeEndRule = (startField: string) =>
  optionalDateRule().test('range', m('date-start-after-date-end'), function check(value) {
    const end = toDateOnly(value);
    const start = toDateOnly((this.parent as Record<string, unknown> | undefined)?.[startField]);
    return end === null || start === null || start <= end;
  });

// Activities and interventions.

/** An activity's name: any characters ("Taller de cocina", "TIC+"), at least two. */
export const activityNameRule = (required = true) =>
  textRule(required)
    .max(ACTIVITY_NAME_MAX_LENGTH, maxLength(ACTIVITY_NAME_MAX_LENGTH))
    .test(
      'min',
      m('field-min-length', { min: ACTIVITY_NAME_MIN_LENGTH }),
      whenGiven((value) => [...value.trim()].length >= ACTIVITY_NAME_MIN_LENGTH),
    );

export const activityTypeRule = () =>
  requiredText().test('option', m('field-not-valid-option'), oneOfText(ACTIVITY_TYPES));

/** Online, onsite or hybrid: an activity's mode and an intervention's format. */
export const modeRule = () => requiredText().test('option', m('field-not-valid-option'), oneOfText(MODES));

/** The last day of a required date range: required, and not before the first (same day: a one-day range). */
export const requiredDateEndRule = () =>
  projectDateEndRule().test('not-blank', m('field-not-blank'), (value) => !isBlank(value));

/** The coordinator in charge, as its IRI ("/api/coordinators/4") or id; the API checks that it is one. */
export const coordinatorReferenceRule = () =>
  referenceRule().test('not-blank', m('coordinator-required'), (value) => !isBlank(value));

/** An optional project, as its IRI or id. */
export const projectReferenceRule = () => referenceRule();

/** The partner organisations taking part: at least one, each an IRI or id. */
export const partnersRule = () =>
  array()
    .of(referenceRule().test('not-blank', m('field-not-blank'), (value) => !isBlank(value)))
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('at-least-one', m('partner-required'), (value) => Array.isArray(value) && value.length > 0);

export const interventionNameRule = () =>
  text().max(INTERVENTION_NAME_MAX_LENGTH, maxLength(INTERVENTION_NAME_MAX_LENGTH));

/** A time of day `HH:MM`, required. */
export const timeOfDayRule = () =>
  requiredText().test('time', m('field-not-valid-time'), whenGiven(isValidTimeOfDay));

/** The end time of an intervention: valid and after its start (not equal). */
export const scheduleEndRule = () =>
  timeOfDayRule().test('after-start', m('schedule-start-must-be-before-end'), function check(value) {
    const start = (this.parent as { scheduleStart?: unknown } | undefined)?.scheduleStart;
    if (!isValidTimeOfDay(value) || !isValidTimeOfDay(start)) return true;
    return minutesOfDay(start) < minutesOfDay(value);
  });

/** A place, as its IRI or id: required unless the intervention is online. */
export const interventionPlaceRule = () =>
  referenceRule().test('not-blank', m('field-not-blank'), function check(value) {
    const format = (this.parent as { format?: unknown } | undefined)?.format;
    return format === 'online' || !isBlank(value);
  });

/** A count of people: a whole number from 0. */
const peopleCountRule = () =>
  number()
    .nullable()
    .typeError(m('field-not-valid-type'))
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined)
    .integer(m('field-not-valid-type'))
    .min(0, m('field-cannot-be-negative'))
    .max(INTERVENTION_PEOPLE_MAX, m('field-max-value', { max: INTERVENTION_PEOPLE_MAX }));

type Counts = Record<string, unknown>;
const countOf = (parent: Counts | undefined, field: string) => {
  const value = parent?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

/** A minimum count: not above its maximum (the violation is at the minimum). */
export const minPeopleRule = (maxField: string) =>
  peopleCountRule().test('min-max', m('min-must-be-less-than-max'), function check(value) {
    const max = countOf(this.parent as Counts, maxField);
    return value === null || value === undefined || max === null || value <= max;
  });

/** The maximum of volunteers: with the maximum of employees, they cannot both be 0 (spec §5). */
export const maxVolunteersRule = () =>
  peopleCountRule().test(
    'volunteers-or-employees',
    m('volunteers-and-employees-cannot-both-be-zero'),
    function check(value) {
      const employees = countOf(this.parent as Counts, 'maxEmployees');
      return value !== 0 || employees !== 0;
    },
  );

export const maxEmployeesRule = () => peopleCountRule();

/** The maximum of beneficiaries: an intervention serves someone (spec §5: the count cannot be 0). */
export const maxBeneficiariesRule = () =>
  peopleCountRule().test('not-zero', m('field-greater-than-zero'), (value) => value !== 0);

/** A tenant's colour, `#rrggbb`; the theme darkens it where text on it needs the contrast (darkenToContrast). */
export const tenantColorRule = () =>
  requiredText().test(
    'color',
    m('field-not-valid-regex'),
    whenGiven((value) => TENANT_COLOR_PATTERN.test(value)),
  );

/** A tenant's tier (spec §9): 1, 2, 3 or the network tier. */
export const tenantTierRule = () =>
  mixed()
    .required(m('field-not-blank'))
    .test('option', m('field-not-valid-option'), (value) =>
      (TENANT_TIERS as readonly unknown[]).includes(value),
    );

/** Whether freed places of a full session are offered to the first in line (true) or given at once (false). */
export const waitingListOffersRule = () =>
  boolean()
    .nullable()
    .strict()
    .typeError(m('field-not-valid-type'))
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined);

/** Hours before a session that its volunteers are reminded of it: a whole number from 0 (none) to a week. */
export const sessionReminderHoursRule = () =>
  number()
    .nullable()
    // A number, never a text that reads as one: the API stores what it checked.
    .strict()
    .typeError(m('field-not-valid-type'))
    .test('not-blank', m('field-not-blank'), (value) => value !== null && value !== undefined)
    .integer(m('field-not-valid-type'))
    .min(0, m('field-cannot-be-negative'))
    .max(SESSION_REMINDER_MAX_HOURS, m('field-max-value', { max: SESSION_REMINDER_MAX_HOURS }));
