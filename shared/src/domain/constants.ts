// Business constants and limits of spec §9 (and the bounds §5 uses).

export const TOKEN_REFRESH_THRESHOLD_SECONDS = 3500;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 180;
/** The general e-mail checker's bounds (RFC 5321), applied on top of EMAIL_MAX_LENGTH. */
export const EMAIL_GENERAL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;
export const NAME_MAX_LENGTH = 256;
export const NAME_MIN_LETTERS = 2;
export const NAME_MIN_LETTER_RATIO = 0.3;
export const PHONE_MAX_LENGTH = 20;
export const ADDRESS_MAX_LENGTH = 256;
export const POSTAL_CODE_MAX_LENGTH = 10;
export const IDENTIFICATION_MAX_LENGTH = 50;
export const IDENTIFICATION_PATTERN_MIN_LENGTH = 6;
export const IDENTIFICATION_PATTERN_MAX_LENGTH = 20;
/** Nobody alive is older; a larger age is a typing mistake. */
export const BIRTHDAY_MAX_AGE_YEARS = 120;
export const MIN_AGE_DATA_PROCESSING = 16;
export const ADULT_AGE = 18;

/** Ours: a few paragraphs of free text. */
export const ABOUT_ME_MAX_LENGTH = 2000;
/** Ours: the name of a department, like a name. */
export const DEPARTMENT_MAX_LENGTH = 256;

export const IMPORT_MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_RECORDS = 1000;

export const CONSENT_COOKIE_NAME = 'enlace-cookie-consent';
export const CONSENT_ACCEPTED_VALUE = 'social|analysis|marketing';
export const CONSENT_REJECTED_VALUE = 'off';
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;
export const CONSENT_COOKIE_PATH = '/';

export const SCROLL_DELAY_MS = 200;
export const SCROLL_OFFSET_PX = 100;

export const MATOMO_SCRIPT_WAIT_MS = 3000;
export const MATOMO_POLL_INTERVAL_MS = 50;
export const MATOMO_HEARTBEAT_SECONDS = 15;

export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_MAX_SNACK = 20;

export const DEFAULT_LANGUAGE = 'es';
/** The languages of the screens and of the emails (a person's stored language is one of them). */
export const SUPPORTED_LANGUAGES = ['es', 'en', 'ca'] as const;
export const DEFAULT_ITEMS_PER_PAGE = 30;
/** People lists page on the server; one page never holds more than this. */
export const PEOPLE_MAX_ITEMS_PER_PAGE = 100;
export const DEFAULT_ASSET_FOLDER = 'common';
/**
 * The id of the JSON script element in which the server gives the shell's page what its first screen needs (the
 * tenant's configuration, its images' version, the remotes registry), so that the shell need not request them.
 */
export const PAGE_BOOT_DATA_ID = 'enlace-boot';
/** Where a tenant's file is served (spec: "fetched from a CDN path by tenant folder"): `/cdn/<folder>/<file>`. */
export const tenantCdnPath = (folder: string, file: string): string =>
  `/cdn/${encodeURIComponent(folder)}/${encodeURIComponent(file)}`;

/**
 * Spec §9 gives volunteers and projects. Ours (docs/adr/0042-tier-caps.md): open activities (not finished nor
 * cancelled) ten per active project the tier allows, and interventions per activity.
 */
export const TIER_LIMITS = {
  1: { volunteers: 50, projects: 1, activities: 10, interventionsPerActivity: 30 },
  2: { volunteers: 200, projects: 5, activities: 50, interventionsPerActivity: 100 },
  3: { volunteers: 1000, projects: 12, activities: 120, interventionsPerActivity: 200 },
} as const;
export type Tier = keyof typeof TIER_LIMITS;
/** The foundation's network tier (spec §9: special conditions): no cap set by the product. */
export const NETWORK_TIER = 4;
/** Every tier a tenant can be on. */
export const TENANT_TIERS = [1, 2, 3, NETWORK_TIER] as const;
/** A tenant's colour as the theme takes it: `#rrggbb`. */
export const TENANT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
/**
 * Ours (branding): the least WCAG contrast ratio of white text on the tenant's colour (buttons, the hero without a
 * photo); 4.5:1 is AA for text (1.4.3).
 */
export const TENANT_COLOR_MIN_WHITE_CONTRAST = 4.5;
/** Ours (branding): the longest text of one copy of the home page. */
export const TENANT_COPY_MAX_LENGTH = 600;
/**
 * Ours (session reminders): how many hours before a session its volunteers are reminded of it, by default; 0 turns
 * the reminders off, and an organisation chooses up to a week (docs/adr/0074-session-reminders-and-changes.md).
 */
export const DEFAULT_SESSION_REMINDER_HOURS = 48;
export const SESSION_REMINDER_MAX_HOURS = 168;
/**
 * Ours (waiting lists): how long the first in line has to accept a place offered to them, when the organisation
 * offers freed places rather than moving the first in line in at once (docs/adr/0077-waiting-lists.md).
 */
export const WAITING_LIST_OFFER_HOURS = 24;
/** Ours (branding): the largest image an administrator uploads, in megabytes (converted and resized after). */
export const TENANT_IMAGE_MAX_MEGABYTES = 5;

/** The cap of one resource in a tier; tiers outside the table (the network tier) have no cap set by the product. */
export const tierLimit = (tier: number, resource: keyof (typeof TIER_LIMITS)[Tier]): number | undefined =>
  tier in TIER_LIMITS ? TIER_LIMITS[tier as Tier][resource] : undefined;

/** Ours (partners): organisation names, free-text notes, websites, job titles and the NIF as typed. */
export const PARTNER_NAME_MAX_LENGTH = 256;
export const PARTNER_NAME_MIN_LENGTH = 2;
export const LONG_TEXT_MAX_LENGTH = 2000;
export const WEBSITE_MAX_LENGTH = 256;
export const JOB_TITLE_MAX_LENGTH = 128;
/** A NIF has 9 characters; typed with spaces, dots or hyphens it may be longer. */
export const NIF_MAX_LENGTH = 20;
/**
 * Spain's clock, the product's: calendar days (an agreement expires the day after its date, a session is held
 * on its day) and the instants the screens show.
 */
export const PRODUCT_TIME_ZONE = 'Europe/Madrid';
/** Ours (projects): a project's name, like an organisation's; its description is a LONG_TEXT_MAX_LENGTH text. */
export const PROJECT_NAME_MAX_LENGTH = 256;
export const PROJECT_NAME_MIN_LENGTH = 2;
/** Ours: staff notes on a beneficiary (a case history of a few pages). */
export const NOTES_MAX_LENGTH = 5000;
/** Ours (places): a place's name like an organisation's; a capacity up to a large hall's. */
export const PLACE_NAME_MAX_LENGTH = 256;
export const PLACE_NAME_MIN_LENGTH = 2;
export const PLACE_CAPACITY_MAX = 10000;
/** Ours: time ranges of a place's weekly schedule (a few per day is the real need). */
export const PLACE_SCHEDULE_MAX_RANGES = 50;

/** How long a tutor's consent link stays valid (docs/adr/0061-tutor-consent.md). */
export const GUARDIAN_CONSENT_LIFETIME_DAYS = 14;
/** Ours: the reason a tutor may give for declining (optional): a few sentences, not a letter. */
export const CONSENT_DECLINE_REASON_MAX_LENGTH = 500;
/** Ours (activities): a name like a project's; the description is a LONG_TEXT_MAX_LENGTH text. */
export const ACTIVITY_NAME_MAX_LENGTH = 256;
export const ACTIVITY_NAME_MIN_LENGTH = 2;
/** Ours (interventions): an optional session name, and the largest count of people (a large hall's capacity). */
export const INTERVENTION_NAME_MAX_LENGTH = 256;
export const INTERVENTION_PEOPLE_MAX = 10000;
/**
 * Ours (docs/adr/0076-session-series.md): the most sessions one series describes, whatever the tier allows: a year
 * of weekly sessions, or a school term of four days a week. Each is checked against the activity, its place and
 * its other sessions before saving.
 */
export const SERIES_MAX_SESSIONS = 60;
/** Spec §9 (data protection terms): security logs are kept two years, then deleted. */
export const SECURITY_LOG_RETENTION_YEARS = 2;
/** Spec §9: certificates of volunteering issued are kept ten years, then deleted. */
export const CERTIFICATE_RETENTION_YEARS = 10;
/** Ours (calendar feeds): how far back a volunteer's calendar feed keeps the sessions they took part in. */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** Ours: a record's id as paths and IRIs write it: 1 to 10 digits, no leading zero (anything else is no record). */
export const RESOURCE_ID_PATTERN = '[1-9][0-9]{0,9}';
const RESOURCE_ID = new RegExp(`^${RESOURCE_ID_PATTERN}$`);
/** Whether a route's `:id` can be a record's id (RESOURCE_ID_PATTERN), before any request is made. */
export const isResourceId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && RESOURCE_ID.test(id);
