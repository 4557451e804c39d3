// Error keys of spec §8, without the `api.error.` prefix. The API answers them in `error` or in
// `violations[].message`; the client translates `api.error.<key>`.

export const FIELD_ERROR_KEYS = [
  'field-not-blank',
  'not-valid-email',
  'field-max-length',
  'field-min-length',
  'field-must-be-positive',
  'field-max-value',
  'min-must-be-less-than-max',
  'max-must-be-greater-than-min',
  'repeat-password-equal',
  'not-compromised-password',
  // Ours: passwords with a control character, too easy to guess (zxcvbn score under 2), or the demo's published one
  'password-control-characters',
  'password-too-weak',
  'published-demo-password',
  // Ours: a code of the authenticator app (or a recovery code) that is wrong, used already or too old
  'mfa-code-not-valid',
  'field-not-valid-regex',
  'field-greater-than-zero',
  'the-date-cannot-be-in-the-future',
  'the-date-cannot-be-too-old',
  // Ours: the spec leaves wrong types, unknown options and unparsable dates open.
  'field-not-valid-type',
  'field-not-valid-option',
  'field-not-valid-date',
  // Ours: DNI and NIE shapes and their control letter (the message names the letter expected).
  'identification-dni-format',
  'identification-nie-format',
  'identification-control-letter',
  // Ours: a name with too few letters (the message says the rule: how many letters, and what share of it).
  'name-not-enough-letters',
  // Ours: partners (NIF of a person or an organisation, with its control character; website).
  'nif-individual-format',
  'nif-organisation-format',
  'nif-control-character',
  'not-valid-url',
  // Ours: a beneficiary's tutor must be an adult (the linked tutor, or a tutor who would become a minor).
  'tutor-must-be-adult',
  // Ours: the current password given to change it is not the account's.
  'current-password-not-valid',
  // Ours: a date range whose start is after its end (spec §5 states the rule for activities and interventions
  // without a key; projects use it too).
  'date-start-after-date-end',
  // Ours: places' weekly schedules (a time as HH:MM; each range starts before it ends; ranges of one day do not
  // overlap). The spec's intervention-time-overlap-error names interventions, so schedules have their own keys.
  'field-not-valid-time',
  'schedule-start-must-be-before-end',
  'schedule-ranges-overlap',
  // Ours: the public volunteer sign-up needs the privacy policy accepted (docs/adr/0065).
  'privacy-policy-must-be-accepted',
  // Ours: interventions' people counts are whole numbers from 0, and an intervention needs volunteers or
  // employees (spec §5: their counts cannot both be 0).
  'field-cannot-be-negative',
  'volunteers-and-employees-cannot-both-be-zero',
  // Ours: an intervention's maximum cannot fall below the people of that kind already signed up (the message has
  // the count).
  'max-below-signed-up',
  // Ours: a session expecting more people than its room holds, in a room that refuses it (the message has the
  // capacity and the people expected; docs/adr/0010-room-capacity.md).
  'place-capacity-exceeded',
  // Ours (branding, docs/adr/0020-tenant-branding.md): a colour white text does not read on (the message has the
  // ratio), a translation of the home page's copies that lacks some the Spanish has (the message names them), a
  // Matomo host that is not an https address, a site id that is not digits, one of the two without the other.
  'color-contrast-too-low',
  'translation-incomplete',
  'translation-copy-required',
  'matomo-host-not-valid',
  'matomo-site-id-not-valid',
  'analytics-host-and-site-id-together',
  // Ours (branding): an uploaded image; its bounds come in the message's params.
  'file-is-required',
  'invalid-file-type',
  'file-too-large',
  'image-too-small',
  'image-must-be-square',
  'image-dimensions-too-large',
  // Ours (imports): a place of a row given by a name no place has, or several have.
  'unknown-place',
  'ambiguous-place',
  // Ours (attendance, docs/adr/0072-attendance-and-hours.md): a line for someone not confirmed (a minor waiting
  // for the tutor, or declined), the same person twice, minutes for someone who is not a volunteer or did not come.
  'attendance-participant-not-confirmed',
  'attendance-participant-repeated',
  'attendance-minutes-volunteers-only',
  'attendance-minutes-need-attended',
  // Ours (the intranet home's figures, docs/adr/0075-intranet-home-figures.md): a period longer than allowed (the
  // message has the most days).
  'period-too-long',
] as const;

export const SERVER_ERROR_KEYS = [
  // account
  'email-already-exists',
  'invalid-uri-variables',
  'invalid-credentials',
  // invitations (ours): the activation email sent again
  'account-already-active',
  'invitation-not-sent',
  'not-found',
  'password-request-expired',
  'token-expired',
  'token-invalid',
  'access-denied',
  // subscription
  'volunteer-not-validated',
  'already-subscribed-to-intervention',
  'intervention-not-ready-yet',
  // A volunteer under 18 subscribes once a tutor has authorised volunteering (spec §5, legal age rules).
  'minor-volunteer-authorisation-pending',
  // waiting lists of full sessions
  'intervention-has-free-places',
  'already-on-waiting-list',
  'not-on-waiting-list',
  'waiting-list-offer-not-open',
  // intervention
  'intervention-completed-cannot-add-volunteers',
  'intervention-completed-cannot-add-employees',
  'intervention-completed-cannot-add-beneficiaries',
  'intervention-time-overlap-error',
  'schedule-conflict-with-another-intervention',
  'intervention-date-range-error',
  // limits
  'exceeded-limit',
  'volunteer-exceeds-limit',
  'employee-exceeds-limit',
  'project-exceeds-limit',
  'activity-exceeds-limit',
  'intervention-exceeds-limit',
  'field-number-of-volunteers-reached',
  'field-number-of-employees-reached',
  // staff
  'employee-update-failed',
  'employee-create-failed',
  'coordinator-update-failed',
  'coordinator-create-failed',
  'coordinator-transfer-activities-failed',
  'coordinator-required',
  'coordinator-has-assigned-activities',
  'coordinator-already-exists',
  'partner-required',
  // import
  'no-file-selected',
  'invalid-file-format',
  'import-failed',
  'download-template',
  'import-validation-error',
  // platform (ours)
  'tenant-not-found',
  'too-many-requests',
  // sign-in throttling (ours): failures of one account, or from one address; the body says how long to wait
  'account-temporarily-locked',
  'too-many-failed-sign-ins',
  // two-step verification (ours)
  'mfa-enrolment-not-started',
  'mfa-already-enabled',
  'mfa-not-enabled',
  'mfa-required-for-role',
  'cannot-reset-own-mfa',
  'bad-request',
  // a request body nested deeper than any the API takes
  'body-too-deep',
  'unsupported-media-type',
  'payload-too-large',
  'validation-failed',
  'internal-error',
  // partners (ours)
  'nif-already-exists',
  'partner-has-contact-persons',
  // staff (ours): the acting administrator cannot delete their own account nor remove their own admin role
  'cannot-delete-own-account',
  'cannot-revoke-own-admin',
  // participation (ours): a minor without a tutor's email, removing from a held
  // intervention, resending consent for someone not pending, a minor volunteer waiting for the tutor
  'tutor-email-required',
  'intervention-completed-cannot-remove-participants',
  'participant-not-pending-consent',
  'volunteer-not-minor',
  // a volunteer under 16 is invited only once the tutor has authorised (staff's side of the same wait)
  'invitation-waits-for-guardian',
  // tutor consent (ours): the emailed code
  'invalid-consent-code',
  'consent-code-expired',
  'consent-already-given',
  // the tutor declined through the link: it cannot authorise afterwards, and the family is not asked again
  'consent-declined',
  // activities and interventions (ours, docs/adr/0059-activities-and-interventions.md)
  'activity-status-transition-not-allowed',
  'activity-not-editable',
  'activity-cannot-be-deleted',
  'intervention-has-participants',
  'place-not-available-at-that-time',
  'place-has-interventions',
  'project-has-activities',
  'partner-has-activities',
  // Ours: a write sent with the ETag read (If-Match) after someone else changed the record (412).
  'resource-changed',
  // Ours: attendance is recorded once the session has started (Spain's clock).
  'intervention-not-started-yet',
  // Ours: a certificate of volunteering needs at least one session attended in its period.
  'certificate-without-hours',
  // Ours: a series of sessions (docs/adr/0076-session-series.md) needs its weekdays, describes at most so many
  // sessions (the message has the maximum) and keeps at least one once the days left out are taken away.
  'series-weekdays-required',
  'series-too-many-sessions',
  'series-without-sessions',
] as const;

/** File errors, translated under `api.error.file.<key>`. */
export const FILE_ERROR_KEYS = [
  'invalid-type',
  'file-is-required',
  'invalid-file-type',
  'invalid-headers',
  'email-duplicate-generic',
  'validation-error',
  // Ours: the limits of spec §9, with the maximum in the message's params.
  'file-too-large',
  'too-many-records',
] as const;

export const ERROR_KEYS = [...FIELD_ERROR_KEYS, ...SERVER_ERROR_KEYS] as const;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];
export type ServerErrorKey = (typeof SERVER_ERROR_KEYS)[number];
export type ErrorKey = (typeof ERROR_KEYS)[number];
export type FileErrorKey = (typeof FILE_ERROR_KEYS)[number];
