import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of volunteer-history-translations.ts, in a chunk of their own.
const texts: LanguageTexts = {
  volunteerHistory: {
    title: 'Historial',
    upcoming: 'Properes sessions',
    past: 'Sessions passades',
    changes: 'Canvis',
    upcomingEmpty: 'No té cap sessió propera.',
    pastEmpty: 'Encara no ha participat en cap sessió.',
    changesEmpty: "No hi ha canvis de validació ni d'estat registrats.",
    loadError: "No s'ha pogut carregar aquesta part de l'historial. Torna a carregar la pàgina.",
    sessionName: '{{activity}} · {{session}}',
    when: '{{date}}, de {{start}} a {{end}}',
    noPlace: 'Sense lloc (en línia)',
    changeLine: '{{what}} · {{when}}',
    fromTo: '{{from}} → {{to}}',
    deletedStatus: 'Eliminada',
    change: {
      validated: 'Validada',
      validatedBy: 'Validada per {{name}}',
      deactivated: 'Desactivada',
      deactivatedBy: 'Desactivada per {{name}}',
      reactivated: 'Reactivada',
      reactivatedBy: 'Reactivada per {{name}}',
      deleted: 'Eliminada',
      deletedBy: 'Eliminada per {{name}}',
    },
  },
};

export default texts;
