import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of only-mine-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  onlyMine: {
    label: 'What to show',
    mine: 'Only mine',
    all: 'All',
  },
};

export default texts;
