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
  consentInvalidTitle: 'This link is not valid',
  consentExpiredTitle: 'This link has expired',
  consentLoadError: 'The authorisation details could not be loaded. Please try again in a few seconds.',
};

export default texts;
