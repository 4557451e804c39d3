import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of calendar-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  calendar: {
    title: 'Calendari',
    filters: 'Filtres del calendari',
    filter: { activity: 'Activitat', place: 'Lloc', coordinator: 'Coordinació' },
    all: {
      activity: 'Totes les activitats',
      place: 'Tots els llocs',
      coordinator: 'Totes les persones coordinadores',
    },
    myActivities: 'Les meves activitats',
    missingVolunteers_one: 'Falta {{count}} persona voluntària',
    missingVolunteers_other: 'Falten {{count}} persones voluntàries',
    volunteers_one: '{{count}} de {{max}} voluntaris',
    volunteers_other: '{{count}} de {{max}} voluntaris',
    conflicts: {
      'place-double-booked': 'lloc ocupat per una altra sessió alhora',
      'outside-place-hours': "fora de l'horari del lloc",
    },
  },
};

export default texts;
