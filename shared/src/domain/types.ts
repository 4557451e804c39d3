import type { Profile, TimeOfDay, Weekday } from './enumerations';
import type { Violation } from '../contracts/errors';

/** Every API Platform resource carries its IRI and type. */
export type JsonLdResource = {
  /** The JSON-LD context (`/api/contexts/<Type>`) that the top-level answers name. */
  '@context'?: string;
  '@id': string;
  '@type': string;
};

/** The user returned by `GET /api/home`. */
export type AuthenticatedUser = Partial<JsonLdResource> & {
  id: number;
  name: string;
  surnames: string;
  email: string;
  profile: Profile;
  roles: string[];
  available_profiles: Profile[];
  validated: boolean;
};

/** `POST /api/login_check` and `POST /api/token/refresh`; expiration in absolute UNIX seconds. */
import type { TokenResponse } from '../contracts/tokens';
export type { TokenResponse };

/** What a right password answers instead of the tokens, and the second step's answer, from their contract. */
export type { SecondStepAnswer, SecondStepTokenResponse, SignInEnrolmentBody } from '../contracts/sign-in';

/** Enrolling an authenticator app, one's own two-step verification and another person's, from their contract. */
export type {
  MfaEnrolment,
  MyTwoStepVerification,
  RecoveryCodes,
  UserTwoStepVerification,
} from '../contracts/two-step-verification';

/** The second factor of a step: a code of the authenticator app, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** `GET /api/config` and its images, from their contract. */
export type { TenantAssets, TenantConfig } from '../contracts/tenant-config';

/** A refused field: where, and why as a key without the `api.error.` prefix (the error contract's). */
export type { Violation };

/** The JSON body of a failed call. */
export type ApiErrorBody = {
  status?: number;
  error?: string;
  description?: string;
  violations?: Violation[];
};

/** A list the API answers and its page links, from their contract. */
export type { Collection, CollectionView } from '../contracts/collection';

export type MatomoConfig = { host: string | null; siteId: string | null };

/** Weekdays × times of day; a day left out has no availability. */
export type VolunteerAvailability = Partial<Record<Weekday, TimeOfDay[]>>;

// The types of the resources that have an HTTP contract (@enlace/shared/contracts) are derived from it, where their
// fields are written once.
export type { Place, PlaceListItem, PlaceScheduleRange } from '../contracts/places';
export type { Project, ProjectListItem } from '../contracts/projects';
export type { Partner, PartnerContactPerson, PartnerListItem } from '../contracts/partners';
export type { ContactPartner, ContactPartnerListItem } from '../contracts/contact-partners';
export type { Beneficiary, BeneficiaryListItem, TutoredPerson } from '../contracts/beneficiaries';
export type { Volunteer, VolunteerListItem } from '../contracts/volunteers';
export type { StaffMember, StaffMemberListItem } from '../contracts/staff';
export type { OwnProfile } from '../contracts/own-profile';
export type { OwnSettings } from '../contracts/own-settings';
export type { CalendarFeed } from '../contracts/calendar-feed';
export type { PendingAccount, UserAccount } from '../contracts/users';
export type { MyPartner, MyPartnerColleague } from '../contracts/my-partner';
export type { GeoEntity } from '../contracts/geography';

export type { Activity, ActivityListItem, NamedReference } from '../contracts/activities';

export type { Intervention, SeriesPreview, SeriesPreviewDay } from '../contracts/interventions';

export type { WaitingListEntry, WaitingListPlace } from '../contracts/waiting-lists';
export type { Participant, ParticipantWrite } from '../contracts/participants';
export type { ParticipationStepAnswer } from '../contracts/subscriptions';

export type { AttendanceLine, AttendanceSheet } from '../contracts/attendance';
export type { Certificate } from '../contracts/certificates';
export type {
  CalendarSessionItem,
  MyCalendar,
  MyCalendarSession,
  StaffCalendar,
  StaffCalendarSession,
} from '../contracts/calendar';

export type {
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventListItem,
  SecurityEventPerson,
} from '../contracts/security-events';
export type { Dashboard, DashboardSession } from '../contracts/dashboard';
export type { InvitationAnswer } from '../contracts/invitations';
export type { TenantBranding, TenantCopies } from '../contracts/branding';
export type {
  ImportCheck,
  ImportList,
  ImportProgress,
  ImportRecord,
  ImportResult,
  ImportRowError,
} from '../contracts/imports';
