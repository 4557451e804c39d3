import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Timestamps are ISO-8601 UTC strings and flags are 0/1 integers, so that one schema runs on SQLite and PostgreSQL.
export interface TenantsTable {
  id: Generated<number>;
  name: string;
  web_url: string | null;
  tier: number;
  primary_color: string;
  asset_folder: string;
  logo_dark: string | null;
  logo_light: string | null;
  hero_img: string | null;
  volunteer_form_img: string | null;
  favicon: string | null;
  copies: string;
  matomo_host: string | null;
  matomo_site_id: string | null;
  created_at: string;
  /** 0015: 1 for the demo tenants, where the published demo password is accepted. */
  is_demo: Generated<number>;
  /** 0024: JSON `{ "en": {copies}, "ca": {copies} }`, the complete translations of `copies`; null for none. */
  copies_by_language: string | null;
  /** 0033: hours before a session that its volunteers are reminded of it by email; 0: no reminders. */
  session_reminder_hours: Generated<number>;
  /** 0035: 1 when a freed place is offered to the first in line (24 h to accept); 0: they are moved in at once. */
  waiting_list_offers: Generated<number>;
}

/** 0024: a tenant's own image, converted (WebP, or ICO for the favicon), served at `/cdn/<folder>/<file>`. */
export interface TenantAssetsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  file: string;
  content_type: string;
  bytes: Uint8Array;
  updated_at: string;
}

/** 0032: a certificate of volunteering issued, with its PDF as sent (docs/adr/0073-certificates-of-volunteering.md). */
export interface CertificatesTable {
  id: Generated<number>;
  tenant_id: number;
  /** `ENL-2026-7K3M-Q9XD`: printed on the PDF, unique in the tenant. */
  reference: string;
  /** The volunteer it is for. */
  user_id: number;
  /** Who issued it (staff, or the volunteer themselves); null once that account is gone. */
  issued_by_id: number | null;
  issued_at: string;
  /** The period asked for (calendar days, both included); null: open at that end. */
  period_from: string | null;
  period_to: string | null;
  /** The sessions attended in the period and their minutes, as printed. */
  sessions: number;
  total_minutes: number;
  /** The language it is written in (es, en, ca). */
  language: string;
  /** SHA-256 of the PDF (hex): a copy shown later can be checked against the record. */
  sha256: string;
  pdf: Uint8Array;
}

/** 0026: one import of a file, with its counts (docs/adr/0027-csv-import.md). */
export interface ImportsTable {
  id: Generated<number>;
  tenant_id: number;
  /** What the file held: `volunteers`, `partners`. */
  kind: string;
  file_name: string;
  /** Who imported it; null once that account is gone. */
  user_id: number | null;
  created: number;
  rejected: number;
  created_at: string;
  /** 0027: when its storing ended; null while it runs, or for one that stopped half-way. */
  finished_at: string | null;
}

/** Where a tenant answers (0015): `authority` is the Host header for `origin`, the default port left out. */
export interface TenantOriginsTable {
  authority: string;
  origin: string;
  tenant_id: number;
  /** 1 for the origin e-mailed links are built from (one per tenant). */
  canonical: number;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  password_hash: string | null;
  name: string;
  surname: string;
  profile: string;
  roles: string;
  validated_at: string | null;
  activation_code: string | null;
  activation_expires_at: string | null;
  active: number;
  phone_prefix_mobile: string | null;
  phone_mobile: string | null;
  phone_prefix: string | null;
  phone: string | null;
  address_country_id: number | null;
  address_state_id: number | null;
  address_province_id: number | null;
  address_location_id: number | null;
  address: string | null;
  postal_code: string | null;
  identification_type: string | null;
  identification: string | null;
  sex: string | null;
  birthday: string | null;
  created_at: string;
  updated_at: string;
  // Volunteers (0003): status pending | validated | inactive; lists (JSON arrays) and availability (JSON object).
  status: string | null;
  disability: string | null;
  skills: string | null;
  availability: string | null;
  how_we_met: string | null;
  traits: string | null;
  about_me: string | null;
  validated_by_id: number | null;
  /** Set when the person was deleted: the row stays, anonymised, for the audit record. */
  deleted_at: string | null;
  // Derived by personSearchColumns() on every write of name, surname, email or identification.
  search_text: Generated<string>;
  name_key: Generated<string>;
  surname_key: Generated<string>;
  // Contact persons of partners (0006): their organisation and job title.
  partner_id: number | null;
  job_title: string | null;
  // Staff (0004): free-text department; a coordinator promoted from the volunteers keeps when and by whom.
  department: string | null;
  promoted_at: string | null;
  promoted_by_id: number | null;
  /** 0012: a minor volunteer's tutor, and when the tutor authorised volunteering (spec §5, legal age rules). */
  tutor_name: string | null;
  tutor_surname: string | null;
  tutor_email: string | null;
  tutor_phone: string | null;
  tutor_relation: string | null;
  guardian_consented_at: string | null;
  /** 0021: when the tutor declined volunteering through the emailed link, and the reason they gave. */
  guardian_declined_at: string | null;
  guardian_decline_reason: string | null;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  token_hash: string;
  family_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** 0018: what one sign-in started; its id is the family id of its refresh tokens and the `sid` of its tokens. */
export interface AuthSessionsTable {
  id: string;
  tenant_id: number;
  user_id: number;
  /** The person's access when the session started (src/lib/access-key.ts); '' for sessions older than 0018. */
  access_key: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** 0019: a person's authenticator secret (AES-GCM, src/lib/mfa.ts), in use once confirmed. */
export interface MfaCredentialsTable {
  user_id: number;
  tenant_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** The last 30-second step whose code was taken: a code works once. */
  last_used_step: number | null;
}

export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetRequestsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PersonDeletionsTable {
  id: Generated<number>;
  tenant_id: number;
  person_id: number;
  person_profile: string;
  reason: string;
  deleted_by_id: number;
  deleted_at: string;
}

/** Partner organisations (0006); the agreement status shown is computed from the status and the date. */
export interface PartnersTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  legal_type: string;
  nif: string;
  website: string | null;
  email: string | null;
  phone_prefix: string | null;
  phone: string | null;
  address_country_id: number | null;
  address_state_id: number | null;
  address_province_id: number | null;
  address_location_id: number | null;
  address: string | null;
  postal_code: string | null;
  description: string | null;
  observations: string | null;
  agreement_status: string;
  /** `YYYY-MM-DD`, the last day the agreement is valid. */
  expiration_date: string | null;
  search_text: Generated<string>;
  name_key: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

/** Places where interventions happen (0009); the switches are 0 or 1. */
export interface PlacesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  type: string;
  capacity: number;
  /** 0021: warn or refuse, what saving a session that expects more people than `capacity` does. */
  capacity_policy: Generated<string>;
  address_country_id: number | null;
  address_state_id: number | null;
  address_province_id: number | null;
  address_location_id: number | null;
  address: string | null;
  postal_code: string | null;
  access_status: string;
  accesible: number;
  has_projector: number;
  has_computer: number;
  has_whiteboard: number;
  has_air_conditioning: number;
  availability_notes: string | null;
  observations: string | null;
  search_text: Generated<string>;
  name_key: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

/** One range of a place's weekly availability (0009); times are `HH:MM`. */
export interface PlaceSchedulesTable {
  id: Generated<number>;
  tenant_id: number;
  place_id: number;
  weekday: string;
  start_time: string;
  end_time: string;
}

export interface BeneficiariesTable {
  id: Generated<number>;
  tenant_id: number;
  email: string | null;
  name: string;
  surname: string;
  phone_prefix_mobile: string | null;
  phone_mobile: string | null;
  phone_prefix: string | null;
  phone: string | null;
  address_country_id: number | null;
  address_state_id: number | null;
  address_province_id: number | null;
  address_location_id: number | null;
  address: string | null;
  postal_code: string | null;
  identification_type: string | null;
  identification: string | null;
  sex: string | null;
  /** `YYYY-MM-DD`; the age group is derived from it when read (null only once anonymised). */
  birthday: string | null;
  /** JSON array of disability types; has_disability is 1 when it is not empty. */
  disability: string | null;
  has_disability: Generated<number>;
  notes: string | null;
  /** The adult beneficiary (same tenant) whose data fills the tutor fields, when linked. */
  tutor_id: number | null;
  tutor_name: string | null;
  tutor_surname: string | null;
  tutor_email: string | null;
  tutor_phone: string | null;
  tutor_address: string | null;
  relation: string | null;
  // Derived by personSearchColumns() on every write.
  search_text: Generated<string>;
  name_key: Generated<string>;
  surname_key: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Set when the beneficiary was deleted: the row stays, anonymised, for the audit record. */
  deleted_at: string | null;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

export interface BeneficiaryDeletionsTable {
  id: Generated<number>;
  tenant_id: number;
  beneficiary_id: number;
  reason: string;
  deleted_by_id: number;
  deleted_at: string;
}

/** How many people of a tenant, profile and status ('' for none) are not deleted; kept by triggers (0007). */
export interface PersonCountsTable {
  tenant_id: number;
  profile: string;
  status: string;
  total: number;
}

/** Per tenant, replaced by every write that can change a person list's members or order (0013). */
export interface PersonListVersionsTable {
  tenant_id: number;
  /** bigint: a string from PostgreSQL. */
  version: number | string;
}

/** Projects (0010): they group activities; the tier caps the active ones. */
export interface ProjectsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string | null;
  /** `YYYY-MM-DD`. */
  date_start: string;
  /** `YYYY-MM-DD`; null for an open-ended project. */
  date_end: string | null;
  status: string;
  name_key: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

/** Activities (0011): a coordinator, partners (activity_partners), a project and a lifecycle status. */
export interface ActivitiesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string | null;
  type: string;
  mode: string;
  project_id: number | null;
  coordinator_id: number;
  /** `YYYY-MM-DD`; every intervention's day lies between them. */
  date_start: string;
  date_end: string;
  status: string;
  duplicated_from_id: number | null;
  name_key: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
}

export interface ActivityPartnersTable {
  tenant_id: number;
  activity_id: number;
  partner_id: number;
}

/** Interventions (0011): the sessions of an activity, with a day, a time range, a place and people limits. */
export interface InterventionsTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  name: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`. */
  schedule_start: string;
  schedule_end: string;
  place_id: number | null;
  format: string;
  min_volunteers: number;
  max_volunteers: number;
  min_employees: number;
  max_employees: number;
  min_beneficiaries: number;
  max_beneficiaries: number;
  observations: string | null;
  created_at: string;
  updated_at: string;
  /** 0017: changes on every write of the row; the ETag carries it and If-Match claims it. */
  version: Generated<number>;
  /** 0034: the series the session was created in, if any. */
  series_id: number | null;
}

/** Series of sessions (0034): created in one step; each session of it points here. */
export interface InterventionSeriesTable {
  id: Generated<number>;
  tenant_id: number;
  activity_id: number;
  created_at: string;
}

/** Participants (0012): a user (volunteer, employee) or a beneficiary in one intervention. */
export interface InterventionParticipantsTable {
  id: Generated<number>;
  tenant_id: number;
  intervention_id: number;
  /** volunteer, employee or beneficiary. */
  role: string;
  user_id: number | null;
  beneficiary_id: number | null;
  /** confirmed, pending (waiting for a tutor's consent) or declined (the tutor said no; 0021). */
  status: string;
  /** self (a volunteer's subscription) or staff. */
  source: string;
  added_by_id: number | null;
  created_at: string;
  confirmed_at: string | null;
  /** attended or absent; null until staff record it (0031). */
  attendance: string | null;
  /** A volunteer's whole minutes given, when they attended (0031). */
  attended_minutes: number | null;
  attendance_recorded_by_id: number | null;
  attendance_recorded_at: string | null;
}

/** Tutor consents (0012): one emailed code for a minor beneficiary's participation or a minor volunteer. */
export interface GuardianConsentsTable {
  id: Generated<number>;
  tenant_id: number;
  code_hash: string;
  participant_id: number | null;
  volunteer_id: number | null;
  tutor_email: string;
  created_at: string;
  expires_at: string;
  consented_at: string | null;
  revoked_at: string | null;
  /** 0021: set when the tutor declines through this code, with the reason they gave (optional). */
  declined_at: string | null;
  decline_reason: string | null;
}

/** The security log (0016): one row per security-relevant event of a tenant, kept two years (spec §9). */
export interface SecurityEventsTable {
  id: Generated<number>;
  tenant_id: number;
  occurred_at: string;
  type: string;
  actor_id: number | null;
  subject_user_id: number | null;
  subject_iri: string | null;
  subject_email: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** A JSON object of plain values. */
  details: Generated<string>;
}

/** A volunteer's validation or status change (migration 0023). */
export interface VolunteerStatusChangesTable {
  id: Generated<number>;
  tenant_id: number;
  volunteer_id: number;
  change: string;
  from_status: string | null;
  to_status: string | null;
  changed_by_id: number | null;
  changed_at: string;
}

/** 0025: a stored build of an area (`pnpm release`), under `<releases>/<area>/<version>/`. */
export interface AreaReleasesTable {
  id: Generated<number>;
  area: string;
  version: string;
  released_at: string;
  /** JSON: the build's federation contract (deploy/webpack/federation-contract.ts). */
  contract: string;
}

/** 0025: the version of an area every tenant gets (unless a canary says otherwise). */
export interface AreaLiveVersionsTable {
  area: string;
  version: string;
  since: string;
}

/** 0025: a tenant that gets another version of an area before the others. */
export interface AreaCanariesTable {
  area: string;
  tenant_id: number;
  version: string;
  since: string;
}

/** 0025: every change of the registry: `release`, `promote`, `rollback`, `canary`, `canary-end`. */
export interface AreaReleaseEventsTable {
  id: Generated<number>;
  area: string;
  action: string;
  version: string | null;
  previous_version: string | null;
  tenant_id: number | null;
  at: string;
}

export interface CountriesTable {
  id: number;
  name: string;
  iso: string;
  geoname_id: number | null;
}

export interface StatesTable {
  id: number;
  country_id: number;
  name: string;
  iso: string | null;
  geoname_id: number | null;
}

export interface ProvincesTable {
  id: number;
  state_id: number;
  name: string;
  iso: string | null;
  geoname_id: number | null;
}

export interface LocationsTable {
  id: number;
  province_id: number;
  name: string;
  search_name: string;
  iso: string | null;
  geoname_id: number | null;
}

/** 0022: a person's settings: the language of their emails and, for staff, the participation notices. */
export interface UserSettingsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  /** es, en or ca: the language the person's screen last showed while signed in; null until then. */
  language: string | null;
  /** 1: told by email when someone joins or leaves a session of an activity they coordinate. */
  notify_participation_changes: Generated<number>;
  /** Raised when the person changes their calendar feed's address: addresses of older versions stop working. */
  calendar_feed_version: Generated<number>;
  updated_at: string;
}

/**
 * 0033: one reminder of a session to one volunteer, claimed by the process that sends it; keyed on the participation
 * and the session's start (`YYYY-MM-DDTHH:MM`), so that a session moved to another time is due a new one.
 */
export interface SessionRemindersTable {
  id: Generated<number>;
  tenant_id: number;
  participant_id: number;
  session_start: string;
  claimed_at: string;
  sent_at: string | null;
}

/** 0035: a volunteer waiting for a place in a full session; the line's order is the rows' order (id). */
export interface WaitingListEntriesTable {
  id: Generated<number>;
  tenant_id: number;
  intervention_id: number;
  user_id: number;
  created_at: string;
  /** When the place was offered (offers only); the offer holds the place until `offer_expires_at`. */
  offered_at: string | null;
  offer_expires_at: string | null;
}

export interface Database {
  tenants: TenantsTable;
  tenant_origins: TenantOriginsTable;
  tenant_assets: TenantAssetsTable;
  certificates: CertificatesTable;
  imports: ImportsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  auth_sessions: AuthSessionsTable;
  mfa_credentials: MfaCredentialsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  password_reset_requests: PasswordResetRequestsTable;
  person_deletions: PersonDeletionsTable;
  countries: CountriesTable;
  states: StatesTable;
  provinces: ProvincesTable;
  locations: LocationsTable;
  partners: PartnersTable;
  projects: ProjectsTable;
  beneficiaries: BeneficiariesTable;
  beneficiary_deletions: BeneficiaryDeletionsTable;
  person_counts: PersonCountsTable;
  person_list_versions: PersonListVersionsTable;
  places: PlacesTable;
  place_schedules: PlaceSchedulesTable;
  activities: ActivitiesTable;
  activity_partners: ActivityPartnersTable;
  interventions: InterventionsTable;
  intervention_series: InterventionSeriesTable;
  intervention_participants: InterventionParticipantsTable;
  session_reminders: SessionRemindersTable;
  waiting_list_entries: WaitingListEntriesTable;
  guardian_consents: GuardianConsentsTable;
  security_events: SecurityEventsTable;
  user_settings: UserSettingsTable;
  volunteer_status_changes: VolunteerStatusChangesTable;
  area_releases: AreaReleasesTable;
  area_live_versions: AreaLiveVersionsTable;
  area_canaries: AreaCanariesTable;
  area_release_events: AreaReleaseEventsTable;
}

export type Tenant = Selectable<TenantsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PersonDeletion = Selectable<PersonDeletionsTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
export type AuthSession = Selectable<AuthSessionsTable>;
export type MfaCredential = Selectable<MfaCredentialsTable>;
export type Partner = Selectable<PartnersTable>;
export type Project = Selectable<ProjectsTable>;
export type Beneficiary = Selectable<BeneficiariesTable>;
export type BeneficiaryDeletion = Selectable<BeneficiaryDeletionsTable>;
export type Place = Selectable<PlacesTable>;
export type PlaceSchedule = Selectable<PlaceSchedulesTable>;
export type Activity = Selectable<ActivitiesTable>;
export type Intervention = Selectable<InterventionsTable>;
export type InterventionParticipant = Selectable<InterventionParticipantsTable>;
export type GuardianConsent = Selectable<GuardianConsentsTable>;
export type SecurityEventRow = Selectable<SecurityEventsTable>;
