import { apiGet } from '@enlace/shared/api';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** A session of the coming days with fewer confirmed people than its minimum. */
export interface DashboardSession {
  '@id': string;
  id: number;
  name: string | null;
  date: string;
  scheduleStart: string;
  scheduleEnd: string;
  activity: { '@id': string; id: number; name: string };
  missingVolunteers: number;
  missingEmployees: number;
}

/** `GET /api/dashboard`: the intranet home's figures (docs/contracts.md, "The intranet home's figures"). */
export interface Dashboard {
  '@id': string;
  from: string;
  to: string;
  upcomingTo: string;
  volunteersByStatus: { status: 'pending' | 'validated' | 'inactive'; count: number }[];
  sessionsNeedingPeople: DashboardSession[];
  minorsAwaitingConsent: number;
  attendedMinutes: number;
  attendedSessions: number;
  participationByDay: { date: string; count: number }[];
  activitiesByType: { type: string; count: number }[];
}

export const getDashboard = (from: string, to: string): Promise<Dashboard> =>
  apiGet<Dashboard>('dashboard', { from, to });

export const useDashboard = (from: string, to: string) =>
  useResource([...queryKeys.dashboard, from, to], () => getDashboard(from, to));
