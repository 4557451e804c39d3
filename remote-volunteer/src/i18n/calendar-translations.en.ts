import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of calendar-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  calendar: {
    title: 'Calendar',
    mine: 'You have a place',
    pending: "Waiting for your guardian's consent",
    closed: 'No longer taking sign-ups',
    full: 'No places left',
    freePlaces_one: '{{count}} place left',
    freePlaces_other: '{{count}} places left',
  },
};

export default texts;
