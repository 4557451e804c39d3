import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { ActivityPage } from './features/activity/components/activity-page';
import { VolunteerHomePage } from './features/home/components/volunteer-home-page';
import { MyActivitiesPage } from './features/my-activities/components/my-activities-page';
import { MyProfilePage } from './features/my-profile/components/my-profile-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import { AreaChakraProvider } from '@enlace/shared/ui/area';
import { LoadingState } from './components/loading-state';

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

/** Exposed as './App': the area's routes, with its own Chakra on the tenant's theme (`AreaChakraProvider`). */
export function App() {
  return (
    <AreaChakraProvider>
      <AreaRoutes />
    </AreaChakraProvider>
  );
}

export default App;
