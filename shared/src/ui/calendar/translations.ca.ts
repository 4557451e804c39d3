import type { LanguageTexts } from '@enlace/shared/i18n';

// The Catalan texts of translations.ts, in a chunk of their own: fetched only by those who choose Catalan.
const texts: LanguageTexts = {
  views: { label: 'Vista', month: 'Mes', week: 'Setmana' },
  previous: { month: 'Mes anterior', week: 'Setmana anterior' },
  next: { month: 'Mes següent', week: 'Setmana següent' },
  today: 'Avui',
  weekRange: 'Setmana del {{from}} al {{to}}',
  showing: 'Es mostra: {{period}}',
  keyboardHint: 'Fletxes esquerra i dreta: període anterior i següent.',
  loading: 'Carregant sessions…',
  noSessions: 'Sense sessions',
  emptyPeriod: 'No hi ha sessions en aquest període.',
  sessions_one: '{{count}} sessió',
  sessions_other: '{{count}} sessions',
  time: '{{start}}–{{end}}',
  online: 'En línia',
  hour: 'Hora',
  placeHours: 'Horari del lloc',
  placeClosed: 'Lloc tancat',
  outsideMonth: 'un altre mes',
  conflict: 'Conflicte',
};

export default texts;
