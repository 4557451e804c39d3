import type { LanguageTexts } from '@enlace/shared/i18n';

// The English texts of translations.ts, in a chunk of their own: fetched only by those who choose English.
const texts: LanguageTexts = {
  views: { label: 'View', month: 'Month', week: 'Week' },
  previous: { month: 'Previous month', week: 'Previous week' },
  next: { month: 'Next month', week: 'Next week' },
  today: 'Today',
  weekRange: 'Week from {{from}} to {{to}}',
  showing: 'Showing: {{period}}',
  keyboardHint: 'Left and right arrows: previous and next period.',
  loading: 'Loading sessions…',
  noSessions: 'No sessions',
  emptyPeriod: 'There are no sessions in this period.',
  sessions_one: '{{count}} session',
  sessions_other: '{{count}} sessions',
  time: '{{start}}–{{end}}',
  online: 'Online',
  hour: 'Time',
  placeHours: "Place's opening hours",
  placeClosed: 'Place closed',
  outsideMonth: 'another month',
  conflict: 'Conflict',
};

export default texts;
