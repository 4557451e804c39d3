import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { LoadingState } from '@enlace/shared/ui/core';
import { ActivityPage } from './features/activity/components/activity-page';
import { VolunteerHomePage } from './features/home/components/volunteer-home-page';
import { MyActivitiesPage } from './features/my-activities/components/my-activities-page';
import { MyProfilePage } from './features/my-profile/components/my-profile-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import { AreaApp, type AreaAppProps } from '@enlace/shared/query';

// The calendar and its grid load when the calendar is first opened (docs/adr/0078-session-calendar.md).
const MyCalendarPage = lazy(() => import('./features/calendar/components/my-calendar-page'));

/** The routes of the area, relative to where the shell mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route index element={<VolunteerHomePage />} />
      <Route path="activity/:id" element={<ActivityPage />} />
      <Route path="my-activities" element={<MyActivitiesPage />} />
      <Route
        path="calendar"
        element={
          <Suspense fallback={<LoadingState />}>
            <MyCalendarPage />
          </Suspense>
        }
      />
      <Route path="my-profile" element={<MyProfilePage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export type AppProps = AreaAppProps;

/** Exposed as './App': the area's routes in the area's own query cache and Chakra (`AreaApp`). */
export function App({ queryClient }: AppProps) {
  return (
    <AreaApp queryClient={queryClient}>
      <AreaRoutes />
    </AreaApp>
  );
}

export default App;
