import type { FastifyPluginAsync } from 'fastify';
import { getConfig } from './config/get-config';
import { getCountries } from './countries/get-countries';
import { getCountry } from './countries/get-country';
import { getDocs } from './docs/get-docs';
import { getContext } from './contexts/get-context';
import { getUser } from './users/get-user';
import { getHome } from './home/get-home';
import { getLastModified } from './image/get-last-modified';
import { getLocation } from './locations/get-location';
import { getLocations } from './locations/get-locations';
import { postLoginCheck } from './login-check/post-login-check';
import { getProvince } from './provinces/get-province';
import { getProvinces } from './provinces/get-provinces';
import { getState } from './states/get-state';
import { getStates } from './states/get-states';
import { postTokenInvalidate } from './token/post-token-invalidate';
import { postTokenRefresh } from './token/post-token-refresh';
import { getActivation } from './users/get-activation';
import { patchActivation } from './users/patch-activation';
import { getResetPassword } from './users/get-reset-password';
import { patchResetPassword } from './users/patch-reset-password';
import { postResetPassword } from './users/post-reset-password';
import { deleteStaffMember } from './staff/delete-staff-member';
import { getStaffMember } from './staff/get-staff-member';
import { getStaffMembers } from './staff/get-staff-members';
import { patchStaffMember } from './staff/patch-staff-member';
import { postStaffMember } from './staff/post-staff-member';
import { deleteVolunteer } from './volunteers/delete-volunteer';
import { getVolunteer } from './volunteers/get-volunteer';
import { getVolunteers } from './volunteers/get-volunteers';
import { getVolunteerHistory } from './volunteers/get-volunteer-history';
import { getVolunteerInterventions } from './volunteers/get-volunteer-interventions';
import { patchVolunteer } from './volunteers/patch-volunteer';
import { postVolunteer } from './volunteers/post-volunteer';
import { getImportTemplate } from './imports/get-import-template';
import { postImportCheck } from './imports/post-import-check';
import { postImport } from './imports/post-import';
import { postImportRejectedRows } from './imports/post-import-rejected-rows';
import { getImports } from './imports/get-imports';
import { volunteersImport } from './imports/volunteer-import';
import { partnersImport } from './imports/partner-import';
import type { ImportKindDefinition } from './imports/import-kind';
import { postVolunteerRegister } from './volunteers/post-volunteer-register';
import { postVolunteerValidate } from './volunteers/post-volunteer-validate';
import { postVolunteerGuardianConsent } from './volunteers/post-volunteer-guardian-consent';
import { deletePartner } from './partners/delete-partner';
import { getPartner } from './partners/get-partner';
import { getPartners } from './partners/get-partners';
import { patchPartner } from './partners/patch-partner';
import { postPartner } from './partners/post-partner';
import { deleteContactPartner } from './contact-partners/delete-contact-partner';
import { getContactPartner } from './contact-partners/get-contact-partner';
import { exportContactPartners } from './contact-partners/export-contact-partners';
import { postInvitation } from './invitations/post-invitation';
import { getContactPartners } from './contact-partners/get-contact-partners';
import { patchContactPartner } from './contact-partners/patch-contact-partner';
import { postContactPartner } from './contact-partners/post-contact-partner';
import { getBeneficiaries } from './beneficiaries/get-beneficiaries';
import { postBeneficiary } from './beneficiaries/post-beneficiary';
import { getBeneficiary } from './beneficiaries/get-beneficiary';
import { patchBeneficiary } from './beneficiaries/patch-beneficiary';
import { deleteBeneficiary } from './beneficiaries/delete-beneficiary';
import { postVolunteerPromote } from './volunteers/post-volunteer-promote';
import { getMe } from './me/get-me';
import { patchMe } from './me/patch-me';
import { getMySettings } from './me/get-my-settings';
import { getMyCalendarFeed } from './me/get-my-calendar-feed';
import { postMyCalendarFeedReset } from './me/post-my-calendar-feed-reset';
import { getCalendarFeed } from './calendar-feeds/get-calendar-feed';
import { patchMySettings } from './me/patch-my-settings';
import { exportVolunteers } from './volunteers/export-volunteers';
import { exportPartners } from './partners/export-partners';
import { getMyPartner } from './my-partner/get-my-partner';
import { exportBeneficiaries } from './beneficiaries/export-beneficiaries';
import { exportStaffMembers } from './staff/export-staff-members';
import { deleteProject } from './projects/delete-project';
import { getProject } from './projects/get-project';
import { getProjects } from './projects/get-projects';
import { patchProject } from './projects/patch-project';
import { postProject } from './projects/post-project';
import { getPlaces } from './places/get-places';
import { postPlace } from './places/post-place';
import { getPlace } from './places/get-place';
import { patchPlace } from './places/patch-place';
import { deletePlace } from './places/delete-place';
import { exportPlaces } from './places/export-places';
import { getParticipants } from './participants/get-participants';
import { postParticipant } from './participants/post-participant';
import { deleteParticipant } from './participants/delete-participant';
import { postParticipantConsent } from './participants/post-participant-consent';
import { postSubscription } from './subscriptions/post-subscription';
import { deleteSubscription } from './subscriptions/delete-subscription';
import { postWaitingList } from './waiting-lists/post-waiting-list';
import { deleteWaitingList } from './waiting-lists/delete-waiting-list';
import { postWaitingListOffer } from './waiting-lists/post-waiting-list-offer';
import { getWaitingList } from './waiting-lists/get-waiting-list';
import { getMyWaitingLists } from './waiting-lists/get-my-waiting-lists';
import { getAuthorizedParticipation } from './authorized-participation/get-authorized-participation';
import { postAuthorizedParticipation } from './authorized-participation/post-authorized-participation';
import { postAuthorizedParticipationDecline } from './authorized-participation/post-authorized-participation-decline';
import { getAvailableActivities } from './available-activities/get-available-activities';
import { getAvailableActivity } from './available-activities/get-available-activity';
import { getMyInterventions } from './me/get-my-interventions';
import { getMyHours } from './me/get-my-hours';
import { getAttendance } from './attendance/get-attendance';
import { postAttendance } from './attendance/post-attendance';
import { postMyCertificate } from './certificates/post-my-certificate';
import { getMyCertificates } from './certificates/get-my-certificates';
import { getMyCertificateFile } from './certificates/get-my-certificate-file';
import { postVolunteerCertificate } from './certificates/post-volunteer-certificate';
import { getVolunteerCertificates } from './certificates/get-volunteer-certificates';
import { getVolunteerCertificateFile } from './certificates/get-volunteer-certificate-file';
import { getCertificates } from './certificates/get-certificates';
import { getActivities } from './activities/get-activities';
import { postActivity } from './activities/post-activity';
import { getActivity } from './activities/get-activity';
import { patchActivity } from './activities/patch-activity';
import { deleteActivity } from './activities/delete-activity';
import { postActivityDuplicate } from './activities/post-activity-duplicate';
import { getInterventions } from './interventions/get-interventions';
import { postIntervention } from './interventions/post-intervention';
import { getIntervention } from './interventions/get-intervention';
import { patchIntervention } from './interventions/patch-intervention';
import { deleteIntervention } from './interventions/delete-intervention';
import { patchInterventionFollowing } from './interventions/patch-intervention-following';
import { deleteInterventionFollowing } from './interventions/delete-intervention-following';
import { postSeriesPreview } from './intervention-series/post-series-preview';
import { postSeries } from './intervention-series/post-series';
import { postCoordinatorTransfer } from './staff/post-coordinator-transfer';
import { getSecurityEvents } from './security-events/get-security-events';
import { getSecurityEvent } from './security-events/get-security-event';
import { postCspReport } from './csp-reports/post-csp-report';
import { getBranding } from './branding/get-branding';
import { patchBranding } from './branding/patch-branding';
import { putBrandingImage } from './branding/put-branding-image';
import { deleteBrandingImage } from './branding/delete-branding-image';

import { postLoginCheckMfa } from './login-check/post-login-check-mfa';
import { postLoginCheckMfaEnrolment } from './login-check/post-login-check-mfa-enrolment';
import { getMyMfa } from './me/get-my-mfa';
import { postMyMfa } from './me/post-my-mfa';
import { postMyMfaConfirmation } from './me/post-my-mfa-confirmation';
import { deleteMyMfa } from './me/delete-my-mfa';
import { postMyMfaRecoveryCodes } from './me/post-my-mfa-recovery-codes';
import { getUserMfa } from './users/get-user-mfa';
import { deleteUserMfa } from './users/delete-user-mfa';
import { getTierUsage } from './tier-usage/get-tier-usage';
import { getDashboard } from './dashboard/get-dashboard';
import { getCalendar } from './calendar/get-calendar';
import { getMyCalendar } from './calendar/get-my-calendar';
/** The four steps of a kind of import: template, check, import, the refused rows. */
const importRoutes = <Values>(definition: ImportKindDefinition<Values>) => [
  getImportTemplate(definition),
  postImportCheck(definition),
  postImport(definition),
  postImportRejectedRows(definition),
];

const routes = [
  getConfig,
  getLastModified,
  postLoginCheck,
  postTokenRefresh,
  postTokenInvalidate,
  postLoginCheckMfa,
  postLoginCheckMfaEnrolment,
  getMyMfa,
  postMyMfa,
  postMyMfaConfirmation,
  deleteMyMfa,
  postMyMfaRecoveryCodes,
  getUserMfa,
  deleteUserMfa,
  getHome,
  getActivation,
  patchActivation,
  postResetPassword,
  getResetPassword,
  patchResetPassword,
  getCountries,
  getCountry,
  getStates,
  getState,
  getProvinces,
  getProvince,
  getLocations,
  getLocation,
  getVolunteers,
  postVolunteerRegister,
  postVolunteer,
  ...importRoutes(volunteersImport),
  ...importRoutes(partnersImport),
  getImports([volunteersImport, partnersImport]),
  postVolunteerGuardianConsent,
  getVolunteer,
  getVolunteerHistory,
  getVolunteerInterventions,
  patchVolunteer,
  deleteVolunteer,
  postVolunteerValidate,
  getDocs,
  getContext,
  getUser,
  getPartners,
  postPartner,
  getPartner,
  patchPartner,
  deletePartner,
  getContactPartners,
  postContactPartner,
  getContactPartner,
  patchContactPartner,
  deleteContactPartner,
  getBeneficiaries,
  postBeneficiary,
  getBeneficiary,
  patchBeneficiary,
  deleteBeneficiary,
  ...(['employee', 'coordinator'] as const).flatMap((kind) => [
    getStaffMembers(kind),
    postStaffMember(kind),
    getStaffMember(kind),
    patchStaffMember(kind),
    deleteStaffMember(kind),
  ]),
  postVolunteerPromote,
  getMe,
  patchMe,
  getMySettings,
  getMyCalendarFeed,
  postMyCalendarFeedReset,
  getCalendarFeed,
  patchMySettings,
  exportVolunteers,
  exportPartners,
  exportContactPartners,
  ...(['volunteer', 'employee', 'coordinator', 'contactPartner'] as const).map(postInvitation),
  getMyPartner,
  exportBeneficiaries,
  exportStaffMembers('employee'),
  exportStaffMembers('coordinator'),
  getProjects,
  postProject,
  getProject,
  patchProject,
  deleteProject,
  getPlaces,
  postPlace,
  getPlace,
  patchPlace,
  deletePlace,
  exportPlaces,
  getParticipants,
  postParticipant,
  deleteParticipant,
  postParticipantConsent,
  getAttendance,
  postAttendance,
  postSubscription,
  deleteSubscription,
  postWaitingList,
  deleteWaitingList,
  postWaitingListOffer,
  getWaitingList,
  getMyWaitingLists,
  getAuthorizedParticipation,
  postAuthorizedParticipation,
  postAuthorizedParticipationDecline,
  getAvailableActivities,
  getAvailableActivity,
  getMyInterventions,
  getMyHours,
  postMyCertificate,
  getMyCertificates,
  getMyCertificateFile,
  postVolunteerCertificate,
  getVolunteerCertificates,
  getVolunteerCertificateFile,
  getCertificates,
  getActivities,
  postActivity,
  getActivity,
  patchActivity,
  deleteActivity,
  postActivityDuplicate,
  getInterventions,
  postIntervention,
  getIntervention,
  patchIntervention,
  deleteIntervention,
  patchInterventionFollowing,
  deleteInterventionFollowing,
  postSeriesPreview,
  postSeries,
  postCoordinatorTransfer,
  getSecurityEvents,
  getSecurityEvent,
  postCspReport,
  getTierUsage,
  getDashboard,
  getCalendar,
  getMyCalendar,
  getBranding,
  patchBranding,
  putBrandingImage,
  deleteBrandingImage,
];

// Everything under /api answers JSON-LD.
export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('content-type', 'application/ld+json; charset=utf-8');
    }
    return payload;
  });
  for (const route of routes) await app.register(route);
};
