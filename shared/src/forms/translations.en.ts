import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  sections: {
    personal: 'Personal details',
    contact: 'Contact',
    address: 'Address',
    volunteering: 'Volunteering profile',
    status: 'Status',
  },
  phonePrefixHint: 'For example, +34',
  locationSearch: 'Search town or city',
  locationSearchHint: 'Type part of the name to filter the list of towns.',
  locationSearching: 'Searching towns…',
  locationNoMatches: 'No town matches the search.',
  availabilityHint: 'Mornings and afternoons of the week when the person can usually help.',
  availabilitySlot: '{{day}}, {{time}}',
  weekday: 'Day',
  changePassword: {
    title: 'Password',
    intro: 'To change it, type the current one first.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    hint: 'Between 12 and 64 characters. Avoid well-known passwords or ones you use elsewhere.',
    submit: 'Change the password',
  },
  resourceChanged: {
    title: 'Someone has changed this record',
    reload: 'Reload',
  },
};

export default texts;
