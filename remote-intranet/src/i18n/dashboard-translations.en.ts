import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of dashboard-translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  dashboard: {
    title: 'Home',
    intro: 'What needs attention today and the figures of the period you choose.',
    period: 'Period',
    periodRange: 'From {{from}} to {{to}}',
    presets: {
      recent: 'Last 30 days',
      month: 'This month',
      quarter: 'Last 3 months',
      year: 'This year',
    },
    volunteers: {
      title: 'Volunteers',
      status: {
        pending: 'Awaiting validation',
        validated: 'Validated',
        inactive: 'Inactive',
      },
    },
    sessions: {
      title: 'Sessions that need people',
      hint: 'In the next 14 days, with fewer confirmed people than their minimum.',
      empty: 'Every session of the next 14 days has the people it needs.',
      sessionName: '{{activity}} · {{session}}',
      missingVolunteers_one: '{{count}} volunteer missing',
      missingVolunteers_other: '{{count}} volunteers missing',
      missingEmployees_one: '{{count}} employee missing',
      missingEmployees_other: '{{count}} employees missing',
    },
    minors: {
      title: 'Minors awaiting consent',
      hint: "With a place in a session from today waiting for their tutor's answer.",
      link: 'See who they are',
    },
    hours: {
      title: 'Volunteering hours',
      hint_one: 'Given in {{count}} session of the period, as attendance was marked.',
      hint_other: 'Given in {{count}} sessions of the period, as attendance was marked.',
      duration: '{{hours}} h {{minutes}} min',
      durationHours: '{{hours}} h',
      durationMinutes: '{{minutes}} min',
    },
    participation: {
      title: 'Participation',
      hint: 'Confirmed participations in the sessions of the period.',
      week: 'Week of {{date}}',
      step: { week: 'Week', month: 'Month' },
      count: 'Participations',
      summary: 'Bar chart: confirmed participations per {{step}}. The table below has the figures.',
      stepName: { week: 'week', month: 'month' },
    },
    types: {
      title: 'Activities by type',
      hint: 'Activities not cancelled with dates within the period.',
      type: 'Type',
      count: 'Activities',
      summary: 'Bar chart: activities by type. The table below has the figures.',
      empty: 'No activity in the period.',
    },
  },
};

export default texts;
