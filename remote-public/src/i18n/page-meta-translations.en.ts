import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  meta: {
    homeTitle: 'Volunteering',
    homeDescription:
      '{{organisation}}: become a volunteer, take part in its activities and sign in to your account.',
    activateDescription: 'Activate your volunteer account: complete your details and choose a password.',
    consentDescription: "A guardian's authorisation for a minor to take part in an activity or to volunteer.",
  },
};

export default texts;
