import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The "Historial" section of a volunteer's record, in the intranet namespace.
addTranslations(I18N_NAMESPACE, {
  es: {
    volunteerHistory: {
      title: 'Historial',
      upcoming: 'Próximas sesiones',
      past: 'Sesiones pasadas',
      changes: 'Cambios',
      upcomingEmpty: 'No tiene ninguna sesión próxima.',
      pastEmpty: 'Todavía no ha participado en ninguna sesión.',
      changesEmpty: 'No hay cambios de validación ni de estado registrados.',
      loadError: 'No se ha podido cargar esta parte del historial. Vuelve a cargar la página.',
      sessionName: '{{activity}} · {{session}}',
      when: '{{date}}, de {{start}} a {{end}}',
      noPlace: 'Sin lugar (en línea)',
      changeLine: '{{what}} · {{when}}',
      fromTo: '{{from}} → {{to}}',
      deletedStatus: 'Eliminada',
      change: {
        validated: 'Validada',
        validatedBy: 'Validada por {{name}}',
        deactivated: 'Desactivada',
        deactivatedBy: 'Desactivada por {{name}}',
        reactivated: 'Reactivada',
        reactivatedBy: 'Reactivada por {{name}}',
        deleted: 'Eliminada',
        deletedBy: 'Eliminada por {{name}}',
      },
    },
  },
  en: () => import('./volunteer-history-translations.en').then((texts) => texts.default),
  ca: () => import('./volunteer-history-translations.ca').then((texts) => texts.default),
});
