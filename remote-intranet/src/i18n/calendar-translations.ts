import { addTranslations } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from './translations';

// The calendar page's texts, in the intranet namespace; imported by the page itself, so that they travel in its
// chunk, loaded when the calendar is first opened.
addTranslations(I18N_NAMESPACE, {
  es: {
    calendar: {
      title: 'Calendario',
      filters: 'Filtros del calendario',
      filter: { activity: 'Actividad', place: 'Lugar', coordinator: 'Coordinación' },
      all: {
        activity: 'Todas las actividades',
        place: 'Todos los lugares',
        coordinator: 'Todas las personas coordinadoras',
      },
      myActivities: 'Mis actividades',
      missingVolunteers_one: 'Falta {{count}} persona voluntaria',
      missingVolunteers_other: 'Faltan {{count}} personas voluntarias',
      volunteers_one: '{{count}} de {{max}} voluntarios',
      volunteers_other: '{{count}} de {{max}} voluntarios',
      conflicts: {
        'place-double-booked': 'lugar ocupado por otra sesión a la vez',
        'outside-place-hours': 'fuera del horario del lugar',
      },
    },
  },
  en: () => import('./calendar-translations.en').then((texts) => texts.default),
  ca: () => import('./calendar-translations.ca').then((texts) => texts.default),
});
