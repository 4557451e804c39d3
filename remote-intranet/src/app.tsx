import { Suspense } from 'react';
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
import { lazyPage, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from './components/area-not-found-page';
import { AreaApp, type AreaAppProps } from '@enlace/shared/query';

// Each page is loaded when it is first opened (the area's first chunks carry none of them); the home and the
// calendar bring their chart library and grid with them (docs/adr/0075-intranet-home-figures.md,
// docs/adr/0078-session-calendar.md).
const DashboardPage = lazyPage(
  () => import('./features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const CalendarPage = lazyPage(() => import('./features/calendar/components/calendar-page'), 'CalendarPage');
const ActivitiesPage = lazyPage(
  () => import('./features/activities/components/activities-page'),
  'ActivitiesPage',
);
const ActivityCreatePage = lazyPage(
  () => import('./features/activities/components/activity-create-page'),
  'ActivityCreatePage',
);
const ActivityDetailPage = lazyPage(
  () => import('./features/activities/components/activity-detail-page'),
  'ActivityDetailPage',
);
const ActivityDuplicatePage = lazyPage(
  () => import('./features/activities/components/activity-duplicate-page'),
  'ActivityDuplicatePage',
);
const MyProfilePage = lazyPage(
  () => import('./features/my-profile/components/my-profile-page'),
  'MyProfilePage',
);
const VolunteerCreatePage = lazyPage(
  () => import('./features/volunteers/components/volunteer-create-page'),
  'VolunteerCreatePage',
);
const VolunteerDetailPage = lazyPage(
  () => import('./features/volunteers/components/volunteer-detail-page'),
  'VolunteerDetailPage',
);
const VolunteersPage = lazyPage(
  () => import('./features/volunteers/components/volunteers-page'),
  'VolunteersPage',
);
const PartnersPage = lazyPage(() => import('./features/partners/components/partners-page'), 'PartnersPage');
const PartnerCreatePage = lazyPage(
  () => import('./features/partners/components/partner-create-page'),
  'PartnerCreatePage',
);
const PartnerDetailPage = lazyPage(
  () => import('./features/partners/components/partner-detail-page'),
  'PartnerDetailPage',
);
const ContactPartnersPage = lazyPage(
  () => import('./features/contact-partners/components/contact-partners-page'),
  'ContactPartnersPage',
);
const ContactPartnerCreatePage = lazyPage(
  () => import('./features/contact-partners/components/contact-partner-create-page'),
  'ContactPartnerCreatePage',
);
const ContactPartnerDetailPage = lazyPage(
  () => import('./features/contact-partners/components/contact-partner-detail-page'),
  'ContactPartnerDetailPage',
);
const BeneficiariesPage = lazyPage(
  () => import('./features/beneficiaries/components/beneficiaries-page'),
  'BeneficiariesPage',
);
const BeneficiaryCreatePage = lazyPage(
  () => import('./features/beneficiaries/components/beneficiary-create-page'),
  'BeneficiaryCreatePage',
);
const BeneficiaryDetailPage = lazyPage(
  () => import('./features/beneficiaries/components/beneficiary-detail-page'),
  'BeneficiaryDetailPage',
);
const StaffListPage = lazyPage(() => import('./features/staff/components/staff-list-page'), 'StaffListPage');
const StaffCreatePage = lazyPage(
  () => import('./features/staff/components/staff-create-page'),
  'StaffCreatePage',
);
const StaffDetailPage = lazyPage(
  () => import('./features/staff/components/staff-detail-page'),
  'StaffDetailPage',
);
const ProjectsPage = lazyPage(() => import('./features/projects/components/projects-page'), 'ProjectsPage');
const ProjectCreatePage = lazyPage(
  () => import('./features/projects/components/project-create-page'),
  'ProjectCreatePage',
);
const ProjectDetailPage = lazyPage(
  () => import('./features/projects/components/project-detail-page'),
  'ProjectDetailPage',
);
const PlacesPage = lazyPage(() => import('./features/places/components/places-page'), 'PlacesPage');
const PlaceCreatePage = lazyPage(
  () => import('./features/places/components/place-create-page'),
  'PlaceCreatePage',
);
const PlaceDetailPage = lazyPage(
  () => import('./features/places/components/place-detail-page'),
  'PlaceDetailPage',
);
const InterventionParticipantsPage = lazyPage(
  () => import('./features/participants/components/intervention-participants-page'),
  'InterventionParticipantsPage',
);
const SecurityLogPage = lazyPage(
  () => import('./features/security-log/components/security-log-page'),
  'SecurityLogPage',
);
const TierUsagePage = lazyPage(
  () => import('./features/tier-usage/components/tier-usage-page'),
  'TierUsagePage',
);
const BrandingPage = lazyPage(() => import('./features/branding/components/branding-page'), 'BrandingPage');
const ImportPage = lazyPage(() => import('./features/imports/components/import-page'), 'ImportPage');

/** The routes of the area, relative to where the shell mounts it. */
export function AreaRoutes() {
  // While a page's chunk loads the first time; a later navigation keeps the page shown until the next one is ready
  // (the router's navigations are transitions).
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="calendar" element={<CalendarPage />} />
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
