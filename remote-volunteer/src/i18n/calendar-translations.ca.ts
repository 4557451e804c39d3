import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of calendar-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  calendar: {
    title: 'Calendari',
    mine: 'Hi tens plaça',
    pending: 'Esperant el consentiment del teu tutor o tutora',
    closed: 'Ja no admet inscripcions',
    full: 'Sense places lliures',
    freePlaces_one: '{{count}} plaça lliure',
    freePlaces_other: '{{count}} places lliures',
  },
};

export default texts;
