import { useState } from 'react';
import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { usePagedList } from '../../../hooks/use-paged-list';

/** A session the volunteer attended, with the minutes counted (docs/contracts.md, "Attendance and hours"). */
export type MyHoursSession = {
  '@id': string;
  id: number;
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  minutes: number;
  activity: { '@id': string; id: number; name: string };
};

export type MyHours = Collection<MyHoursSession> & { totalMinutes: number };

/** `GET /api/me/hours?page=`: the sessions attended, newest first, and the minutes of all of them. */
export const getMyHours = (page: number): Promise<MyHours> =>
  apiGet<MyHours>('me/hours', { page: String(page) });

/** "Mis horas": the sessions page after page ("Ver más"), and the total given (null until the first answer). */
export function useMyHours() {
  const [totalMinutes, setTotalMinutes] = useState<number | null>(null);
  const list = usePagedList('my-hours', async (page) => {
    const hours = await getMyHours(page);
    setTotalMinutes(hours.totalMinutes);
    return hours;
  });
  return { ...list, totalMinutes };
}
