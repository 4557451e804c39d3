import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  meta: {
    description:
      "Àrea de voluntariat de l'entitat {{organisation}}: les activitats en què pots participar, les teves inscripcions i el teu perfil.",
  },
};

export default texts;
