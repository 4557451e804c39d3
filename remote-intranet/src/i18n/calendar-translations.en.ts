import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of calendar-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  calendar: {
    title: 'Calendar',
    filters: 'Calendar filters',
    filter: { activity: 'Activity', place: 'Place', coordinator: 'Coordinator' },
    all: { activity: 'All activities', place: 'All places', coordinator: 'All coordinators' },
    myActivities: 'My activities',
    missingVolunteers_one: '{{count}} volunteer missing',
    missingVolunteers_other: '{{count}} volunteers missing',
    volunteers_one: '{{count}} of {{max}} volunteers',
    volunteers_other: '{{count}} of {{max}} volunteers',
    conflicts: {
      'place-double-booked': 'place taken by another session at the same time',
      'outside-place-hours': "outside the place's opening hours",
    },
  },
};

export default texts;
