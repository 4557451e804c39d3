import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of footer-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  legalLinks: {
    terms: 'Termes i condicions',
    privacy: 'Política de privacitat',
    cookies: 'Política de galetes',
    dataProcessing: "Contracte d'encàrrec del tractament",
  },
  footer: {
    legalNav: 'Documents legals',
    copyright: '© {{year}} {{organisation}}',
    poweredBy: 'Gestionat amb Enlace, un servei de {{foundation}}',
  },
};

export default texts;
