import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  meta: {
    description:
      "Intranet de l'entitat {{organisation}}: activitats, projectes, llocs, voluntariat, persones beneficiàries, entitats col·laboradores i personal.",
  },
};

export default texts;
