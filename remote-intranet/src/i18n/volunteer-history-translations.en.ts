import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of volunteer-history-translations.ts, in a chunk of their own.
const texts: LanguageTexts = {
  volunteerHistory: {
    title: 'History',
    upcoming: 'Upcoming sessions',
    past: 'Past sessions',
    changes: 'Changes',
    upcomingEmpty: 'No upcoming sessions.',
    pastEmpty: 'Has not taken part in any session yet.',
    changesEmpty: 'No validation or status changes recorded.',
    loadError: 'This part of the history could not be loaded. Reload the page.',
    sessionName: '{{activity}} · {{session}}',
    when: '{{date}}, {{start}} to {{end}}',
    noPlace: 'No place (online)',
    changeLine: '{{what}} · {{when}}',
    fromTo: '{{from}} → {{to}}',
    deletedStatus: 'Deleted',
    change: {
      validated: 'Validated',
      validatedBy: 'Validated by {{name}}',
      deactivated: 'Deactivated',
      deactivatedBy: 'Deactivated by {{name}}',
      reactivated: 'Reactivated',
      reactivatedBy: 'Reactivated by {{name}}',
      deleted: 'Deleted',
      deletedBy: 'Deleted by {{name}}',
    },
  },
};

export default texts;
