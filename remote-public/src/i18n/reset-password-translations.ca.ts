import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of reset-password-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  resetPasswordTitle: 'Tria una contrasenya nova',
  resetPasswordIntro: 'Escriu la contrasenya nova dues vegades per confirmar-la.',
  resetPasswordSubmit: 'Desa la contrasenya',
  requestNewLink: 'Demana un enllaç nou',
};

export default texts;
