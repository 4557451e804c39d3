import { Route, Routes } from 'react-router';
import './i18n/translations';
import { PartnerHomePage } from './features/home/components/partner-home-page';
import { AreaNotFoundPage } from './features/not-found/components/area-not-found-page';

/** Exposed as './App': the routes of the area, relative to where the shell mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<PartnerHomePage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export default App;
