import { apiGet } from '@enlace/shared/api';
import type { MyHours, MyHoursSession } from '@enlace/shared/contracts';
import { calendarDay } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';
import { queryKeys } from '../../../api/query-keys';

/** A session the volunteer attended, with the minutes counted (docs/contracts.md, "Attendance and hours"). */
export type { MyHoursSession };

/** The periods "Mis horas" offers: all the time given, this calendar year, or the year before. */
export const MY_HOURS_PERIODS = ['all', 'thisYear', 'lastYear'] as const;
export type MyHoursPeriod = (typeof MY_HOURS_PERIODS)[number];

/** The days (`from`, `to`, both included) of a period, by the calendar of Spain's today. */
export function myHoursRange(period: MyHoursPeriod, today: string = calendarDay()): Record<string, string> {
  if (period === 'all') return {};
  const year = Number(today.slice(0, 4)) - (period === 'lastYear' ? 1 : 0);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** `GET /api/me/hours?page=&from=&to=`: the sessions attended, newest first, and the minutes of all of them. */
export const getMyHours = (page: number, period: MyHoursPeriod = 'all'): Promise<MyHours> =>
  apiGet<MyHours>('me/hours', { page: String(page), ...myHoursRange(period) });

/**
 * "Mis horas" of a period: the sessions page after page ("Ver más"), and the total given (null until the first
 * answer of the period).
 */
export function useMyHours(period: MyHoursPeriod) {
  const list = usePagedList(queryKeys.myHours(period), (page) => getMyHours(page, period));
  return { ...list, totalMinutes: list.lastPage?.totalMinutes ?? null };
}
