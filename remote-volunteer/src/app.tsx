import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { lazyPage, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import { AreaApp, type AreaAppProps } from '@enlace/shared/query';

// Each page is loaded when it is first opened (the area's first chunks carry none of them); the calendar brings
// its grid with it (docs/adr/0078-session-calendar.md).
const VolunteerHomePage = lazyPage(
  () => import('./features/home/components/volunteer-home-page'),
  'VolunteerHomePage',
);
const ActivityPage = lazyPage(() => import('./features/activity/components/activity-page'), 'ActivityPage');
const MyActivitiesPage = lazyPage(
  () => import('./features/my-activities/components/my-activities-page'),
  'MyActivitiesPage',
);
const MyCalendarPage = lazyPage(
  () => import('./features/calendar/components/my-calendar-page'),
  'MyCalendarPage',
);
const MyProfilePage = lazyPage(
  () => import('./features/my-profile/components/my-profile-page'),
  'MyProfilePage',
);

/** The routes of the area, relative to where the shell mounts it. */
export function AreaRoutes() {
  // While a page's chunk loads the first time; a later navigation keeps the page shown until the next one is ready
  // (the router's navigations are transitions).
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route index element={<VolunteerHomePage />} />
        <Route path="activity/:id" element={<ActivityPage />} />
        <Route path="my-activities" element={<MyActivitiesPage />} />
        <Route path="calendar" element={<MyCalendarPage />} />
        <Route path="my-profile" element={<MyProfilePage />} />
        <Route path="*" element={<AreaNotFoundPage />} />
      </Routes>
    </Suspense>
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
