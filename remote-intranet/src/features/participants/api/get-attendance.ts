import { apiGet, useResource } from '@enlace/shared/api';
import type { AttendanceSheet } from '../participant-types';

/** `GET /api/interventions/{id}/attendance`: the confirmed participants with their attendance. */
export const getAttendance = (interventionId: string): Promise<AttendanceSheet> =>
  apiGet<AttendanceSheet>(`interventions/${encodeURIComponent(interventionId)}/attendance`);

export const useAttendance = (interventionId: string) =>
  useResource(`attendance:${interventionId}`, () => getAttendance(interventionId));
