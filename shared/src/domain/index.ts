// Everything of the domain: the small core (its own shared entry, read at start by the shell and every area),
// then the error and success keys, permissions, pure helpers and the yup validation schemas per operation,
// which the API and the forms use. A first page that validates on submit imports this on first validation.
export * from '@enlace/shared/domain/core';
export * from './error-keys';
export * from './success-keys';
export * from './permissions';
export * from './legal-terms';
export * from './activity-lifecycle';
export * from './intervention-timing';
export * from './intervention-maximums';
export * from './place-capacity';
export * from './volunteer-field-groups';
export * from './tier-usage';
export type { ValidationMessage } from './validation/validation-message';
export { validationMessage } from './validation/validation-message';
export * from './validation/patterns';
export { isValidEmail } from './validation/is-valid-email';
export { isBlank } from './validation/is-blank';
export { toDateOnly } from './validation/to-date-only';
export * from './validation/field-rules';
export { personFieldsSchema, personFieldsShape } from './validation/person-fields-schema';
export type { PersonFields } from './validation/person-fields-schema';
export { loginSchema } from './validation/login-schema';
export type { LoginInput } from './validation/login-schema';
export { forgotPasswordSchema } from './validation/forgot-password-schema';
export type { ForgotPasswordInput } from './validation/forgot-password-schema';
export { resetPasswordSchema } from './validation/reset-password-schema';
export type { ResetPasswordInput } from './validation/reset-password-schema';
export { activateAccountSchema } from './validation/activate-account-schema';
export type { ActivateAccountInput } from './validation/activate-account-schema';
export { toViolations } from './validation/to-violations';
export { validateWith, validateWithSync } from './validation/validate-with';
export { CSV_BOM, CSV_SEPARATOR, spreadsheetSafe } from './csv/to-csv';
export type { CsvColumn } from './csv/to-csv';
export {
  IMPORT_ERRORS_HEADER,
  IMPORT_KINDS,
  IMPORT_TEMPLATES,
  importRefusedRowsFile,
  PARTNER_IMPORT_COLUMNS,
  PARTNER_IMPORT_TEMPLATE_FILE,
  VOLUNTEER_IMPORT_COLUMNS,
  VOLUNTEER_IMPORT_TEMPLATE_FILE,
} from './csv/import-templates';
export type { ImportCellKind, ImportColumn, ImportKind } from './csv/import-templates';
export { volunteerSchema, volunteerShape } from './validation/volunteer-schema';
export { volunteerSignUpSchema, volunteerSignUpShape } from './validation/volunteer-sign-up-schema';
export type { VolunteerSignUpInput } from './validation/volunteer-sign-up-schema';
export type { VolunteerInput } from './validation/volunteer-schema';
export { deletePersonSchema } from './validation/delete-person-schema';
export type { DeletePersonInput } from './validation/delete-person-schema';
export {
  checkCif,
  checkDni,
  checkKlmNif,
  checkNie,
  checkNif,
  normalizeSpanishIdentification,
  storedIdentification,
} from './validation/spanish-identification';
export type { NifHolder, SpanishIdentificationCheck } from './validation/spanish-identification';
export { isValidWebsite, normalizeWebsite } from './validation/is-valid-website';
export { partnerSchema, partnerShape } from './validation/partner-schema';
export type { PartnerInput } from './validation/partner-schema';
export { contactPartnerSchema, contactPartnerShape } from './validation/contact-partner-schema';
export type { ContactPartnerInput } from './validation/contact-partner-schema';
export { calendarDay, effectiveAgreementStatus } from './agreement-status';
export * from './partner-field-groups';
export * from './beneficiary-field-groups';
export { adultBirthdayCutoff, ageGroupOf, isYoungerThan } from './age-group';
export * from './guardian-consent';
export { beneficiarySchema, beneficiaryShape } from './validation/beneficiary-schema';
export type { BeneficiaryInput } from './validation/beneficiary-schema';
export { volunteerProfileShape } from './validation/volunteer-schema';
export {
  coordinatorSchema,
  employeeSchema,
  staffMemberSchema,
  staffMemberShape,
} from './validation/staff-member-schema';
export type { StaffMemberInput } from './validation/staff-member-schema';
export { tenantProvisioningSchema } from './validation/tenant-schema';
export type { TenantProvisioningInput } from './validation/tenant-schema';
export { changePasswordSchema } from './validation/change-password-schema';
export { ownSettingsSchema } from './validation/own-settings-schema';
export type { OwnSettingsInput } from './validation/own-settings-schema';
export type { ChangePasswordInput } from './validation/change-password-schema';
export { ownProfileSchema, ownVolunteerProfileSchema } from './validation/own-profile-schema';
export type { OwnProfileInput, OwnVolunteerProfileInput } from './validation/own-profile-schema';
export * from './staff-field-groups';
export * from './person-field-groups';
export { tutorDataOf } from './tutor-data-of';
export type { TutorData, TutorSource } from './tutor-data-of';
export { projectSchema, projectShape } from './validation/project-schema';
export type { ProjectInput } from './validation/project-schema';
export * from './place-field-groups';
export {
  isPlaceAvailable,
  isValidTimeOfDay,
  minutesOfDay,
  openRangesOn,
  sortScheduleRanges,
  TIME_OF_DAY_PATTERN,
} from './place-schedule';
export { placeSchema, placeShape } from './validation/place-schema';
export { consentDeclineSchema } from './validation/consent-decline-schema';
export type { ConsentDeclineInput } from './validation/consent-decline-schema';
export type { PlaceInput } from './validation/place-schema';
export * from './volunteer-area-types';
export { activitySchema, activityShape, duplicateActivitySchema } from './validation/activity-schema';
export type { ActivityInput } from './validation/activity-schema';
export { interventionSchema, interventionShape } from './validation/intervention-schema';
export * from './attendance';
export * from './session-series';
export { sessionSeriesSchema, sessionSeriesShape } from './validation/session-series-schema';
export type { SessionSeriesInput } from './validation/session-series-schema';
export * from './dashboard-period';
export { dashboardPeriodSchema } from './validation/dashboard-period-schema';
export * from './session-calendar';
export { calendarPeriodSchema } from './validation/calendar-period-schema';
export { attendanceEntryShape, attendanceSheetSchema } from './validation/attendance-schema';
export type { AttendanceSheetContext, AttendanceSheetInput } from './validation/attendance-schema';
export type { InterventionInput } from './validation/intervention-schema';
export { securityEventFiltersSchema } from './validation/security-event-filters-schema';
export * from './certificates';
export { certificatePeriodSchema } from './validation/certificate-period-schema';
export type { CertificatePeriodInput } from './validation/certificate-period-schema';
export type { SecurityEventFiltersInput } from './validation/security-event-filters-schema';
export { whiteContrastOf } from './tenant-color-contrast';
export {
  isEmptyCopySet,
  missingTranslatedCopies,
  tenantBrandColorRule,
  tenantBrandingSchema,
} from './validation/tenant-branding-schema';
export type { TenantBrandingInput } from './validation/tenant-branding-schema';
