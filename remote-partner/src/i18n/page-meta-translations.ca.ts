import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  meta: {
    description:
      'Àrea de les entitats col·laboradores amb {{organisation}}: les dades de la teva entitat i les seves persones de contacte.',
  },
};

export default texts;
