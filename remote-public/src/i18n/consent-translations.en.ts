import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of consent-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  consentTitle: 'Authorise the participation',
  consentIntro:
    '{{organisation}} asks for your authorisation, as tutor, for {{name}} to take part in this activity.',
  consentVolunteerTitle: 'Authorise volunteering',
  consentVolunteerIntro:
    '{{name}} wants to volunteer with {{organisation}}. As a minor, they need your authorisation.',
  consentChild: 'Minor',
  consentActivity: 'Activity',
  consentDate: 'Date',
  consentTime: 'Time',
  consentTimeRange: 'From {{start}} to {{end}}',
  consentAddress: 'Place',
  consentOnline: 'Online',
  consentOrganisation: 'Organisation',
  consentSubmit: 'Authorise the participation',
  consentVolunteerSubmit: 'Authorise volunteering',
  consentDone: 'Thank you! Your authorisation has been recorded. You can close this page now.',
  consentDecline: 'I do not authorise',
  consentDeclineIntro:
    'If you do not give your authorisation, {{name}} will not take part in this session and we will not ask you again for it. If you wish, tell us why.',
  consentVolunteerDeclineIntro:
    'If you do not give your authorisation, {{name}} will not be able to sign up as a volunteer and we will not ask you again. If you wish, tell us why.',
  consentDeclineReason: 'Reason (optional)',
  consentDeclineReasonHint: 'Up to {{max}} characters. The organisation will see it.',
  consentDeclineSubmit: 'Confirm that I do not authorise',
  consentDeclineCancel: 'Back',
  consentDeclined:
    'Your answer has been recorded: you do not give your authorisation. You can close this page now.',
  consentDeclinedOn:
    'On {{date}} you said you do not give your authorisation. The organisation has it on record.',
  consentInvalidTitle: 'This link is not valid',
  consentExpiredTitle: 'This link has expired',
  consentLoadError: 'The authorisation details could not be loaded. Please try again in a few seconds.',
};

export default texts;
