import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of sign-up-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  signUp: {
    formLabel: 'Alta de voluntariat',
    minorHint:
      "Ets menor d'edat: el teu tutor o tutora rebrà un enllaç per autoritzar el teu voluntariat. Si tens menys de 16 anys, t'enviarem el correu per activar el compte quan ho autoritzi.",
    acceptPrivacy: 'He llegit i accepto la',
    privacyPolicy: 'política de privadesa',
    submit: 'Vull ser voluntari/ària',
    doneTitle: "Gràcies per unir-t'hi!",
    doneText:
      "T'hem enviat un correu a {{email}} per activar el compte. Si tens menys de 16 anys, el rebràs quan el teu tutor o tutora ho autoritzi.",
  },
};

export default texts;
