import { CALENDAR_VIEWS, type CalendarView, calendarDay } from '@enlace/shared/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar's view and day in the address (`?view=week&day=2031-03-10`), so that a period can be shared,
 * bookmarked and returned to with the browser's back button; the month of today when absent or not valid.
 */
export function useCalendarParams(): {
  view: CalendarView;
  day: string;
  today: string;
  show: (view: CalendarView, day: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const today = calendarDay();
  const chosenView = params.get('view');
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(chosenView ?? '')
    ? (chosenView as CalendarView)
    : 'month';
  const chosenDay = params.get('day');
  const day =
    chosenDay && DAY.test(chosenDay) && !Number.isNaN(Date.parse(`${chosenDay}T00:00:00Z`))
      ? chosenDay
      : today;
  const show = useCallback(
    (nextView: CalendarView, nextDay: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('view', nextView);
        next.set('day', nextDay);
        return next;
      }),
    [setParams],
  );
  return { view, day, today, show };
}
