import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of activate-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  activateTitle: 'Activate your account',
  activateGreeting: 'Hello, {{name}}',
  activateIntro: 'Complete your details and choose a password to start using your account ({{email}}).',
  activateSubmit: 'Activate the account',
  activateInvalidTitle: 'This link is not valid',
  activateLoadError: 'The account details could not be loaded. Please try again in a few seconds.',
  sectionPassword: 'Password',
};

export default texts;
