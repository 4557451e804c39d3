import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  meta: {
    description:
      '{{organisation}} intranet: activities, projects, places, volunteers, beneficiaries, partner organisations and staff.',
  },
};

export default texts;
