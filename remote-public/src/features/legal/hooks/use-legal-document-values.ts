import {
  ADULT_AGE,
  AUDIT_MIN_INTERVAL_YEARS,
  AUDIT_NOTICE_WORKING_DAYS,
  BETA_AVAILABILITY_TARGET_PERCENT,
  BREACH_NOTICE_HOURS,
  CERTIFICATIONS_RETENTION_YEARS,
  CONSENT_ACCEPTED_VALUE,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_PATH,
  CONSENT_REJECTED_VALUE,
  DATA_SUBJECT_REQUEST_FORWARD_WORKING_DAYS,
  DONATIONS_RETENTION_YEARS,
  FREE_TIER_2_MONTHS_AFTER_LAUNCH,
  MIN_AGE_DATA_PROCESSING,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RETURN_OR_DESTRUCTION_CHOICE_DAYS,
  SECURITY_LOGS_RETENTION_YEARS,
  SUBPROCESSOR_CHANGE_NOTICE_DAYS,
  SUBPROCESSOR_OBJECTION_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
  TIER_LIMITS,
} from '@enlace/shared/domain';
import { LANGUAGE_STORAGE_KEY } from '@enlace/shared/i18n';
import { SESSION_STORAGE_KEY, useTenantStore } from '@enlace/shared/session';
import { useOrganisationName } from '@enlace/shared/ui/core';

// Every figure the documents state comes from the domain, so the three languages cannot disagree with the product.
const FIGURES = {
  tier1Volunteers: TIER_LIMITS[1].volunteers,
  tier1Projects: TIER_LIMITS[1].projects,
  tier2Volunteers: TIER_LIMITS[2].volunteers,
  tier2Projects: TIER_LIMITS[2].projects,
  tier3Volunteers: TIER_LIMITS[3].volunteers,
  tier3Projects: TIER_LIMITS[3].projects,
  availability: BETA_AVAILABILITY_TARGET_PERCENT,
  freeMonths: FREE_TIER_2_MONTHS_AFTER_LAUNCH,
  termsNoticeDays: TERMS_CHANGE_NOTICE_DAYS,
  breachHours: BREACH_NOTICE_HOURS,
  auditYears: AUDIT_MIN_INTERVAL_YEARS,
  auditNoticeDays: AUDIT_NOTICE_WORKING_DAYS,
  subprocessorNoticeDays: SUBPROCESSOR_CHANGE_NOTICE_DAYS,
  objectionDays: SUBPROCESSOR_OBJECTION_DAYS,
  requestForwardDays: DATA_SUBJECT_REQUEST_FORWARD_WORKING_DAYS,
  returnChoiceDays: RETURN_OR_DESTRUCTION_CHOICE_DAYS,
  donationsYears: DONATIONS_RETENTION_YEARS,
  securityLogsYears: SECURITY_LOGS_RETENTION_YEARS,
  certificationsYears: CERTIFICATIONS_RETENTION_YEARS,
  minAge: MIN_AGE_DATA_PROCESSING,
  adultAge: ADULT_AGE,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  cookieName: CONSENT_COOKIE_NAME,
  cookiePath: CONSENT_COOKIE_PATH,
  cookieDays: CONSENT_COOKIE_MAX_AGE_DAYS,
  acceptedValue: CONSENT_ACCEPTED_VALUE,
  rejectedValue: CONSENT_REJECTED_VALUE,
  sessionKey: SESSION_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
};

export type LegalDocumentValues = typeof FIGURES & { foundation: string; organisation: string };

/** What the legal texts interpolate: the foundation's and the organisation's names (configuration) and the figures. */
export function useLegalDocumentValues(): LegalDocumentValues {
  const organisation = useOrganisationName();
  const foundation = useTenantStore((state) => state.config?.foundation_name) ?? '';
  return { ...FIGURES, foundation, organisation };
}
