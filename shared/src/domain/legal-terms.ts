// The figures of the legal documents (spec §4 product phases, §9 data protection terms), written once so that the
// terms, the data processing agreement and the privacy policy state the same numbers in every language. Kept out
// of the core: only the legal pages read them.

/** Beta has no SLA: availability is a best-effort target, not a guarantee. */
export const BETA_AVAILABILITY_TARGET_PERCENT = 99.9;
/** Alpha and beta clients outside the foundation's network: free tier 2 for this long after the commercial launch. */
export const FREE_TIER_2_MONTHS_AFTER_LAUNCH = 18;

/** A personal data breach is notified to the client, and to the supervisory authority, within this time. */
export const BREACH_NOTICE_HOURS = 72;
export const AUDIT_MIN_INTERVAL_YEARS = 2;
export const AUDIT_NOTICE_WORKING_DAYS = 10;
export const SUBPROCESSOR_CHANGE_NOTICE_DAYS = 30;
export const SUBPROCESSOR_OBJECTION_DAYS = 15;
/** A data subject's request that reaches the foundation is passed on to the client within this time. */
export const DATA_SUBJECT_REQUEST_FORWARD_WORKING_DAYS = 5;
/** At the end of the service the client chooses return or destruction within this time; otherwise data is returned. */
export const RETURN_OR_DESTRUCTION_CHOICE_DAYS = 30;

export const DONATIONS_RETENTION_YEARS = 6;
export const SECURITY_LOGS_RETENTION_YEARS = 2;
export const CERTIFICATIONS_RETENTION_YEARS = 10;

/** Ours: a relevant change of the terms is announced this long before it applies (as a sub-processor change). */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
