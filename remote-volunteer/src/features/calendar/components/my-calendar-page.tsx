import { calendarPeriodOf } from '@enlace/shared/domain';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { type CalendarEntry, SessionCalendar, useCalendarParams } from '@enlace/shared/ui/calendar';
import { useTranslation } from 'react-i18next';
import { VolunteerPage } from '../../../components/volunteer-page';
import '../../../i18n/calendar-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';
import { type MyCalendarSession, useMyCalendar } from '../api/get-my-calendar';

/**
 * /volunteer/calendar: the volunteer's own sessions and the open ones they may join, by month or week (an agenda
 * on a phone); each leads to its activity, where they sign up or leave.
 */
export function MyCalendarPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { view, day, today, show } = useCalendarParams();
  const { from, to } = calendarPeriodOf(view, day);
  const calendar = useMyCalendar(from, to);

  const notesOf = (session: MyCalendarSession): string[] => {
    if (session.participation === 'confirmed') return [t('calendar.mine')];
    if (session.participation === 'pending') return [t('calendar.pending')];
    if (!session.open) return [t('calendar.closed')];
    return [
      session.freePlaces > 0 ? t('calendar.freePlaces', { count: session.freePlaces }) : t('calendar.full'),
    ];
  };

  const entryOf = (session: MyCalendarSession): CalendarEntry => ({
    id: session.id,
    date: session.date,
    scheduleStart: session.scheduleStart,
    scheduleEnd: session.scheduleEnd,
    title: session.name ? `${session.activity.name} · ${session.name}` : session.activity.name,
    place: session.place?.name ?? null,
    href: VOLUNTEER_PATHS.activity(session.activity.id),
    notes: notesOf(session),
    warnings: [],
  });

  return (
    <VolunteerPage title={t('calendar.title')}>
      <SessionCalendar
        label={t('calendar.title')}
        view={view}
        day={day}
        today={today}
        onShow={show}
        entries={calendar.state === 'ready' ? calendar.data.member.map(entryOf) : []}
        status={
          calendar.state === 'ready' ? undefined : calendar.state === 'loading' ? (
            <LoadingState />
          ) : (
            <ErrorState onRetry={calendar.reload} />
          )
        }
      />
    </VolunteerPage>
  );
}
