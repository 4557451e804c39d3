import { addTranslations } from '@enlace/shared/i18n';

/** The namespace of the session calendar's own texts (its navigation, headers and the agenda). */
export const CALENDAR_NAMESPACE = 'calendar';

// Imported with the calendar, so that the texts travel in the chunk of the page that shows it.
addTranslations(CALENDAR_NAMESPACE, {
  es: {
    views: { label: 'Vista', month: 'Mes', week: 'Semana' },
    previous: { month: 'Mes anterior', week: 'Semana anterior' },
    next: { month: 'Mes siguiente', week: 'Semana siguiente' },
    today: 'Hoy',
    weekRange: 'Semana del {{from}} al {{to}}',
    showing: 'Mostrando: {{period}}',
    keyboardHint: 'Flechas izquierda y derecha: periodo anterior y siguiente.',
    loading: 'Cargando sesiones…',
    noSessions: 'Sin sesiones',
    emptyPeriod: 'No hay sesiones en este periodo.',
    sessions_one: '{{count}} sesión',
    sessions_other: '{{count}} sesiones',
    time: '{{start}}–{{end}}',
    online: 'En línea',
    hour: 'Hora',
    placeHours: 'Horario del lugar',
    placeClosed: 'Lugar cerrado',
    outsideMonth: 'otro mes',
    conflict: 'Conflicto',
  },
  en: () => import('./translations.en').then((texts) => texts.default),
  ca: () => import('./translations.ca').then((texts) => texts.default),
});
