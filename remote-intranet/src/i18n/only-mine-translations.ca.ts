import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of only-mine-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  onlyMine: {
    label: 'Què es mostra',
    mine: 'Només les meves',
    all: 'Totes',
  },
};

export default texts;
