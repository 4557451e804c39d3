import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import './i18n/place-translations';
import './i18n/participant-translations';
import './i18n/activity-translations';
import './i18n/security-log-translations';
import './i18n/branding-translations';
import './i18n/only-mine-translations';
import './i18n/volunteer-history-translations';
import './i18n/certificate-translations';
import './i18n/tier-usage-translations';
import './i18n/import-translations';
import { LoadingState } from '@enlace/shared/ui/core';
import { AreaNotFoundPage } from './components/area-not-found-page';
import { ActivitiesPage } from './features/activities/components/activities-page';
import { ActivityCreatePage } from './features/activities/components/activity-create-page';
import { ActivityDetailPage } from './features/activities/components/activity-detail-page';
import { ActivityDuplicatePage } from './features/activities/components/activity-duplicate-page';
import { MyProfilePage } from './features/my-profile/components/my-profile-page';
import { VolunteerCreatePage } from './features/volunteers/components/volunteer-create-page';
import { VolunteerDetailPage } from './features/volunteers/components/volunteer-detail-page';
import { VolunteersPage } from './features/volunteers/components/volunteers-page';
import { PartnersPage } from './features/partners/components/partners-page';
import { PartnerCreatePage } from './features/partners/components/partner-create-page';
import { PartnerDetailPage } from './features/partners/components/partner-detail-page';
import { ContactPartnersPage } from './features/contact-partners/components/contact-partners-page';
import { ContactPartnerCreatePage } from './features/contact-partners/components/contact-partner-create-page';
import { ContactPartnerDetailPage } from './features/contact-partners/components/contact-partner-detail-page';
import { BeneficiariesPage } from './features/beneficiaries/components/beneficiaries-page';
import { BeneficiaryCreatePage } from './features/beneficiaries/components/beneficiary-create-page';
import { BeneficiaryDetailPage } from './features/beneficiaries/components/beneficiary-detail-page';
import { StaffListPage } from './features/staff/components/staff-list-page';
import { StaffCreatePage } from './features/staff/components/staff-create-page';
import { StaffDetailPage } from './features/staff/components/staff-detail-page';
import { ProjectsPage } from './features/projects/components/projects-page';
import { ProjectCreatePage } from './features/projects/components/project-create-page';
import { ProjectDetailPage } from './features/projects/components/project-detail-page';
import { PlacesPage } from './features/places/components/places-page';
import { PlaceCreatePage } from './features/places/components/place-create-page';
import { PlaceDetailPage } from './features/places/components/place-detail-page';
import { InterventionParticipantsPage } from './features/participants/components/intervention-participants-page';
import { SecurityLogPage } from './features/security-log/components/security-log-page';
import { TierUsagePage } from './features/tier-usage/components/tier-usage-page';
import { BrandingPage } from './features/branding/components/branding-page';
import { ImportPage } from './features/imports/components/import-page';
import { AreaApp, type AreaAppProps } from '@enlace/shared/query';

// The home and its chart library load when the home is first opened, never with the area's first chunks
// (docs/adr/0075-intranet-home-figures.md).
const DashboardPage = lazy(() => import('./features/dashboard/components/dashboard-page'));
// The calendar and its grid likewise (docs/adr/0078-session-calendar.md).
const CalendarPage = lazy(() => import('./features/calendar/components/calendar-page'));

/** The routes of the area, relative to where the shell mounts it. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={<LoadingState />}>
            <DashboardPage />
          </Suspense>
        }
      />
      <Route
        path="calendar"
        element={
          <Suspense fallback={<LoadingState />}>
            <CalendarPage />
          </Suspense>
        }
      />
      <Route path="activity" element={<ActivitiesPage />} />
      <Route path="activity/create" element={<ActivityCreatePage />} />
      <Route path="activity/duplicate/:id" element={<ActivityDuplicatePage />} />
      <Route path="activity/:id" element={<ActivityDetailPage />} />
      <Route path="volunteer" element={<VolunteersPage />} />
      <Route path="volunteer/create" element={<VolunteerCreatePage />} />
      {/* One import page for both lists; the key keeps each one's state apart. */}
      <Route path="volunteer/import" element={<ImportPage key="volunteers" kind="volunteers" />} />
      <Route path="volunteer/:id" element={<VolunteerDetailPage />} />
      <Route path="my-profile" element={<MyProfilePage />} />
      <Route path="partner" element={<PartnersPage />} />
      <Route path="partner/create" element={<PartnerCreatePage />} />
      <Route path="partner/import" element={<ImportPage key="partners" kind="partners" />} />
      <Route path="partner/:id" element={<PartnerDetailPage />} />
      <Route path="contact-partner" element={<ContactPartnersPage />} />
      <Route path="contact-partner/create" element={<ContactPartnerCreatePage />} />
      <Route path="contact-partner/:id" element={<ContactPartnerDetailPage />} />
      <Route path="beneficiary" element={<BeneficiariesPage />} />
      <Route path="beneficiary/create" element={<BeneficiaryCreatePage />} />
      <Route path="beneficiary/:id" element={<BeneficiaryDetailPage />} />
      {/* One set of staff screens for both lists; the key keeps each list's state apart. */}
      <Route path="employee" element={<StaffListPage key="employee" kind="employee" />} />
      <Route path="employee/create" element={<StaffCreatePage key="employee" kind="employee" />} />
      <Route path="employee/:id" element={<StaffDetailPage key="employee" kind="employee" />} />
      <Route path="coordinator" element={<StaffListPage key="coordinator" kind="coordinator" />} />
      <Route path="coordinator/create" element={<StaffCreatePage key="coordinator" kind="coordinator" />} />
      <Route path="coordinator/:id" element={<StaffDetailPage key="coordinator" kind="coordinator" />} />
      <Route path="project" element={<ProjectsPage />} />
      <Route path="project/create" element={<ProjectCreatePage />} />
      <Route path="project/:id" element={<ProjectDetailPage />} />
      <Route path="place" element={<PlacesPage />} />
      <Route path="place/create" element={<PlaceCreatePage />} />
      <Route path="place/:id" element={<PlaceDetailPage />} />
      <Route path="intervention/:id" element={<InterventionParticipantsPage />} />
      <Route path="security-log" element={<SecurityLogPage />} />
      <Route path="plan" element={<TierUsagePage />} />
      <Route path="branding" element={<BrandingPage />} />
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
