import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of dashboard-translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  dashboard: {
    title: 'Inici',
    intro: 'El que demana atenció avui i les xifres del període que triïs.',
    period: 'Període',
    periodRange: 'Del {{from}} al {{to}}',
    presets: {
      recent: 'Últims 30 dies',
      month: 'Aquest mes',
      quarter: 'Últims 3 mesos',
      year: 'Aquest any',
    },
    volunteers: {
      title: 'Persones voluntàries',
      status: {
        pending: 'Pendents de validar',
        validated: 'Validades',
        inactive: 'Inactives',
      },
    },
    sessions: {
      title: 'Sessions que necessiten persones',
      hint: 'En els pròxims 14 dies, amb menys persones confirmades que el seu mínim.',
      empty: 'Totes les sessions dels pròxims 14 dies tenen les persones que necessiten.',
      sessionName: '{{activity}} · {{session}}',
      missingVolunteers_one: 'Falta {{count}} persona voluntària',
      missingVolunteers_other: 'Falten {{count}} persones voluntàries',
      missingEmployees_one: 'Falta {{count}} persona treballadora',
      missingEmployees_other: 'Falten {{count}} persones treballadores',
    },
    minors: {
      title: 'Menors esperant el consentiment',
      hint: 'Amb una plaça en sessions des d’avui que espera la resposta del seu tutor o tutora.',
      link: 'Veure qui són',
    },
    hours: {
      title: 'Hores de voluntariat',
      hint_one: 'Donades en {{count}} sessió del període, segons l’assistència marcada.',
      hint_other: 'Donades en {{count}} sessions del període, segons l’assistència marcada.',
      duration: '{{hours}} h {{minutes}} min',
      durationHours: '{{hours}} h',
      durationMinutes: '{{minutes}} min',
    },
    participation: {
      title: 'Participació',
      hint: 'Participacions confirmades en les sessions del període.',
      week: 'Setmana del {{date}}',
      step: { week: 'Setmana', month: 'Mes' },
      count: 'Participacions',
      summary: 'Gràfic de barres: participacions confirmades per {{step}}. La taula següent té les xifres.',
      stepName: { week: 'setmana', month: 'mes' },
    },
    types: {
      title: 'Activitats per tipus',
      hint: 'Activitats no cancel·lades amb dates dins del període.',
      type: 'Tipus',
      count: 'Activitats',
      summary: 'Gràfic de barres: activitats per tipus. La taula següent té les xifres.',
      empty: 'Cap activitat en el període.',
    },
  },
};

export default texts;
