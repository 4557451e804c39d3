import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of reset-password-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  resetPasswordTitle: 'Choose a new password',
  resetPasswordIntro: 'Type your new password twice to confirm it.',
  resetPasswordSubmit: 'Save the password',
  requestNewLink: 'Request a new link',
};

export default texts;
