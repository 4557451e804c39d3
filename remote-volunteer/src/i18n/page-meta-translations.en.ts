import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of page-meta-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  meta: {
    description:
      "{{organisation}}'s volunteer area: the activities you can join, your sign-ups and your profile.",
  },
};

export default texts;
