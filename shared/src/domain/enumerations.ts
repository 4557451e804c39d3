// Enumerations of spec §3. Each list is the source of truth for its union type and for the `oneOf` rules.

export const IDENTIFICATION_TYPES = ['national', 'resident', 'passport'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

export const SEXES = ['male', 'female', 'non-binary', 'not-to-response'] as const;
export type Sex = (typeof SEXES)[number];

export const ACTIVITY_STATUSES = [
  'draft',
  'active',
  'ready',
  'complete',
  'in_progress',
  'finished',
  'cancelled',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const DELETION_REASONS = [
  'user_request',
  'data_retention',
  'legal_compliance',
  'admin_action',
  'system_error',
  'archival',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const HOW_WE_MET = ['ads', 'media', 'word_of_mouth', 'others'] as const;
export type HowWeMet = (typeof HOW_WE_MET)[number];

export const MODES = ['online', 'onsite', 'hybrid'] as const;
export type Mode = (typeof MODES)[number];

export const ACTIVITY_TYPES = ['educational', 'social', 'health', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const VOLUNTEER_TRAITS = [
  'empathetic',
  'committed',
  'autonomous',
  'responsible',
  'communicative',
  'proactive',
  'resolute',
] as const;
export type VolunteerTrait = (typeof VOLUNTEER_TRAITS)[number];

export const SKILL_AREAS = [
  'internet_beginner',
  'social_media',
  'digital_management',
  'employability',
  'digital_transformation',
  'safe_internet',
  'advanced_competencies',
  'agenda_2030',
  'miscellaneous',
] as const;
export type SkillArea = (typeof SKILL_AREAS)[number];

export const DISABILITY_TYPES = [
  'physics',
  'motor',
  'sensory',
  'intellectual',
  'mental',
  'multiple',
  'wheelchair',
  'mobility',
  'touch-hearing',
] as const;
export type DisabilityType = (typeof DISABILITY_TYPES)[number];

export const AGE_GROUPS = ['adult', 'minor'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const TUTOR_RELATIONS = [
  'father',
  'mother',
  'parent',
  'step_parent',
  'guardian',
  'foster_parent',
  'grandparent',
  'sibling',
  'uncle_aunt',
  'cousin',
  'godparent',
  'adoptive_parent',
  'sponsor',
  'caregiver',
  'other_family',
] as const;
export type TutorRelation = (typeof TUTOR_RELATIONS)[number];

export const PARTNER_LEGAL_TYPES = [
  'individual',
  'company',
  'partnership',
  'cooperative',
  'non_profit',
] as const;
export type PartnerLegalType = (typeof PARTNER_LEGAL_TYPES)[number];

export const AGREEMENT_STATUSES = ['agreement_active', 'agreement_expired'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** Projects group activities (spec §1); only active projects count towards the tier's cap (spec §9). */
export const PROJECT_STATUSES = ['active', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const ACCESS_STATUSES = ['access', 'no-access'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

export const PLACE_TYPES = ['office', 'classroom'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

/**
 * What saving an intervention that expects more people than its room holds does (docs/adr/0010-room-capacity.md):
 * `warn` saves it and says so; `refuse` does not save it. `warn` is the default.
 */
export const PLACE_CAPACITY_POLICIES = ['warn', 'refuse'] as const;
export type PlaceCapacityPolicy = (typeof PLACE_CAPACITY_POLICIES)[number];
export const DEFAULT_PLACE_CAPACITY_POLICY: PlaceCapacityPolicy = 'warn';

/**
 * A participant of an intervention: confirmed; pending (a minor beneficiary waiting for the tutor, holding the
 * place); declined (the tutor said no through the emailed link: the minor does not take part and the place is
 * free again).
 */
export const PARTICIPANT_STATUSES = ['confirmed', 'pending', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** What a change of a volunteer's history says happened (docs/adr/0016-volunteer-history.md). */
export const VOLUNTEER_STATUS_CHANGES = ['validated', 'deactivated', 'reactivated', 'deleted'] as const;
export type VolunteerStatusChangeKind = (typeof VOLUNTEER_STATUS_CHANGES)[number];

/** The role a participant takes in an intervention (a coordinator takes part as an employee). */
export const PARTICIPANT_ROLES = ['volunteer', 'employee', 'beneficiary'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Who added a participant: the volunteer themself (a subscription) or staff. */
export const PARTICIPANT_SOURCES = ['self', 'staff'] as const;
export type ParticipantSource = (typeof PARTICIPANT_SOURCES)[number];

/** What staff mark for a participant; `null` (not stored as a value) means not recorded yet. */
export const ATTENDANCE_VALUES = ['attended', 'absent'] as const;
export type Attendance = (typeof ATTENDANCE_VALUES)[number];

/** What can be wrong with a session's slot in the calendar (docs/adr/0078-session-calendar.md). */
export const CALENDAR_CONFLICTS = ['place-double-booked', 'outside-place-hours'] as const;
export type CalendarConflict = (typeof CALENDAR_CONFLICTS)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A series of sessions (docs/adr/0076-session-series.md) repeats every week on the first day's weekday, or every
 * week on the weekdays chosen.
 */
export const SERIES_REPEATS = ['weekly', 'weekdays'] as const;
export type SeriesRepeat = (typeof SERIES_REPEATS)[number];

/** A series ends on a last day, or after a number of sessions (the days left out count among them). */
export const SERIES_ENDS = ['on-date', 'after-count'] as const;
export type SeriesEnd = (typeof SERIES_ENDS)[number];

/**
 * Volunteer statuses (the spec leaves them open): pending until a staff member validates the volunteer, then
 * validated; inactive when staff mark the volunteer as no longer active (whether validated or not).
 */
export const VOLUNTEER_STATUSES = ['pending', 'validated', 'inactive'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

/** Profiles decide route access: employee → /intranet, volunteer → /volunteer, partner → /partner. */
export const PROFILES = ['employee', 'volunteer', 'partner'] as const;
export type Profile = (typeof PROFILES)[number];

/** Roles of spec §6; partner contacts carry the `partner` role. */
export const ROLES = [
  'user',
  'employee',
  'employee-admin',
  'volunteer',
  'beneficiary',
  'coordinator',
  'partner',
] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLE = 'employee-admin' satisfies Role;

/**
 * What the security log records (spec §9 keeps security logs two years): sign-ins and their failures, locks and
 * sign-outs, password and MFA changes, a new private calendar address, role and access changes, validations, exports, imports and deletions.
 */
export const SECURITY_EVENT_TYPES = [
  'sign-in',
  'sign-in-failed',
  'account-locked',
  'sign-out',
  'session-revoked',
  'password-reset-requested',
  'password-changed',
  'mfa-enabled',
  'mfa-disabled',
  'mfa-reset',
  'recovery-code-used',
  'calendar-feed-reset',
  'role-changed',
  'access-changed',
  'volunteer-validated',
  'export',
  'import',
  'person-deleted',
  'partner-deleted',
  'place-deleted',
  'project-deleted',
  'activity-deleted',
  'intervention-deleted',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The lists a security event of an export or an import names (`details.list`). */
export const SECURITY_EVENT_LISTS = [
  'volunteers',
  'beneficiaries',
  'partners',
  'contact-partners',
  'employees',
  'coordinators',
  'places',
] as const;
export type SecurityEventList = (typeof SECURITY_EVENT_LISTS)[number];

/**
 * What changed in a role-changed or access-changed event (`details.change`): a role granted or withdrawn, an
 * account deactivated or reactivated, a volunteer promoted to coordinator.
 */
export const SECURITY_EVENT_CHANGES = [
  'granted',
  'withdrawn',
  'deactivated',
  'reactivated',
  'promoted',
] as const;
export type SecurityEventChange = (typeof SECURITY_EVENT_CHANGES)[number];

/** The copies of a tenant's home page (spec §"Tenant configuration"), in the order the home shows them. */
export const TENANT_COPY_NAMES = [
  'hero_title_1',
  'hero_title_2',
  'hero_text',
  'hero_btn',
  'home_title',
  'home_text_1',
  'home_text_2',
  'home_text_3',
  'home_text_4',
  'home_text_5',
  'home_text_6',
  'volunteer_form_title',
] as const;
export type TenantCopyName = (typeof TENANT_COPY_NAMES)[number];

/** A tenant's named images (spec §"Tenant configuration"): four WebP images and an ICO favicon. */
export const TENANT_ASSET_NAMES = [
  'logo_dark',
  'logo_light',
  'hero_img',
  'volunteer_form_img',
  'favicon',
] as const;
export type TenantAssetName = (typeof TENANT_ASSET_NAMES)[number];

/** The languages a tenant may translate its home page's copies into (Spanish is the base). */
export const TENANT_TRANSLATED_LANGUAGES = ['en', 'ca'] as const;
export type TenantTranslatedLanguage = (typeof TENANT_TRANSLATED_LANGUAGES)[number];

/** A tenant's plan as the API and the screens name it: tiers 1 to 3, or the foundation's network tier. */
export const TIER_NAMES = ['1', '2', '3', 'network'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** The resources whose use the plan caps for the whole organisation (`GET /api/tier-usage`). */
export const TIER_USAGE_RESOURCES = ['volunteers', 'projects', 'activities'] as const;
export type TierUsageResource = (typeof TIER_USAGE_RESOURCES)[number];
