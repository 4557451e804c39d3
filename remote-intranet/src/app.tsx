import { Route, Routes } from 'react-router';
import './i18n/translations';
import { AreaNotFoundPage } from './components/area-not-found-page';
import { IntranetHomePage } from './features/home/components/intranet-home-page';
import { MyProfilePage } from './features/my-profile/components/my-profile-page';
import { VolunteerCreatePage } from './features/volunteers/components/volunteer-create-page';
import { VolunteerDetailPage } from './features/volunteers/components/volunteer-detail-page';
import { VolunteersPage } from './features/volunteers/components/volunteers-page';
import { BeneficiariesPage } from './features/beneficiaries/components/beneficiaries-page';
import { BeneficiaryCreatePage } from './features/beneficiaries/components/beneficiary-create-page';
import { BeneficiaryDetailPage } from './features/beneficiaries/components/beneficiary-detail-page';

/** Exposed as './App': the routes of the area, relative to where the shell mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<IntranetHomePage />} />
      {/* The post-login landing of staff (spec §2); the activity list arrives with the intranet screens. */}
      <Route path="activity" element={<IntranetHomePage />} />
      <Route path="volunteer" element={<VolunteersPage />} />
      <Route path="volunteer/create" element={<VolunteerCreatePage />} />
      <Route path="volunteer/:id" element={<VolunteerDetailPage />} />
      <Route path="my-profile" element={<MyProfilePage />} />
      <Route path="beneficiary" element={<BeneficiariesPage />} />
      <Route path="beneficiary/create" element={<BeneficiaryCreatePage />} />
      <Route path="beneficiary/:id" element={<BeneficiaryDetailPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}

export default App;
