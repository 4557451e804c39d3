import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import type { AttendanceSheet } from '../participant-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/interventions/{id}/attendance`: the confirmed participants with their attendance. */
export const getAttendance = (interventionId: string): Promise<AttendanceSheet> =>
  apiGet<AttendanceSheet>(`interventions/${encodeURIComponent(interventionId)}/attendance`);

export const useAttendance = (interventionId: string) =>
  useResource([...queryKeys.interventions.detail(interventionId), 'attendance'], () =>
    getAttendance(interventionId),
  );
