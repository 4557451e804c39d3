import { Route, Routes } from 'react-router';
import './i18n/translations';
import { ActivityPage } from './features/activity/components/activity-page';
import { VolunteerHomePage } from './features/home/components/volunteer-home-page';
import { MyActivitiesPage } from './features/my-activities/components/my-activities-page';
import { MyProfilePage } from './features/my-profile/components/my-profile-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';

/** Exposed as './App': the routes of the area, relative to where the shell mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<VolunteerHomePage />} />
      <Route path="activity/:id" element={<ActivityPage />} />
      <Route path="my-activities" element={<MyActivitiesPage />} />
      <Route path="my-profile" element={<MyProfilePage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export default App;
