import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  title: 'Partner area',
  nav: {
    label: 'Sections of the partner area',
    home: 'Home',
    myAccount: 'My account',
  },
  myAccount: {
    title: 'My account',
    intro:
      'The security of your account: your password and two-step verification. Your contact details are kept by the organisation.',
  },
  greeting: 'Hello, {{name}}',
  intro: 'Here you will find the information about your organisation and the people who represent it.',
  yourOrganisation: 'Your organisation',
  noExpiration: 'No expiry date',
  agreementExpiredHint:
    'The agreement with the organisation has expired. If you still work together, get in touch with them to renew it.',
  colleaguesTitle: 'Other contact persons of your organisation',
  noColleagues: 'You are the only contact person of your organisation.',
  noOrganisation:
    'Your account is not linked to any organisation. Get in touch with the organisation so that they can check it.',
};

export default texts;
