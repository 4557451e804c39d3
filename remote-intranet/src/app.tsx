import { Route, Routes } from 'react-router';
import './i18n/translations';
import { IntranetHomePage } from './features/home/components/intranet-home-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';
import { VolunteersPage } from './features/volunteers/components/volunteers-page';

/** Exposed as './App': the routes of the area, relative to where the shell mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<IntranetHomePage />} />
      {/* The post-login landing of staff (spec §2); the activity list arrives with the intranet screens. */}
      <Route path="activity" element={<IntranetHomePage />} />
      <Route path="volunteer" element={<VolunteersPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export default App;
