import { RESOURCE_ID_PATTERN, type ImportKind } from '@enlace/shared/domain';

// Where every screen of the intranet lives (spec §2, and ours where the spec leaves it open), in one place: pages
// link to each other's screens through these. The routes of app.tsx are relative to /intranet and match them.

/** Where the volunteer screens live (spec §2: volunteer, volunteer/create, volunteer/{id}). */
export const VOLUNTEERS_PATH = '/intranet/volunteer';
export const VOLUNTEER_CREATE_PATH = `${VOLUNTEERS_PATH}/create`;
export const volunteerPath = (id: number) => `${VOLUNTEERS_PATH}/${id}`;

// Where the bulk import pages live (ours: volunteer/import, partner/import).
export type { ImportKind };

/** The list each import fills. */
export const IMPORT_LIST_PATHS: Record<ImportKind, string> = {
  volunteers: '/intranet/volunteer',
  partners: '/intranet/partner',
};

export const importPath = (kind: ImportKind) => `${IMPORT_LIST_PATHS[kind]}/import`;

/** Where the beneficiary screens live (spec §2: beneficiary, beneficiary/create, beneficiary/{id}). */
export const BENEFICIARIES_PATH = '/intranet/beneficiary';
export const BENEFICIARY_CREATE_PATH = `${BENEFICIARIES_PATH}/create`;
export const beneficiaryPath = (id: number) => `${BENEFICIARIES_PATH}/${id}`;
/** "Add a tutored person": the create form for a minor with this adult as tutor (`?tutor=` their id). */
export const TUTOR_PARAM = 'tutor';
export const addTutoredPersonPath = (tutorId: number) =>
  `${BENEFICIARY_CREATE_PATH}?${TUTOR_PARAM}=${tutorId}`;

// Where the partner and contact person screens live (spec §2: partner, partner/create, partner/{id};
// contact-partner, contact-partner/create, contact-partner/{id}).
export const PARTNERS_PATH = '/intranet/partner';
export const PARTNER_CREATE_PATH = `${PARTNERS_PATH}/create`;
export const partnerPath = (id: number) => `${PARTNERS_PATH}/${id}`;

export const CONTACT_PARTNERS_PATH = '/intranet/contact-partner';
export const CONTACT_PARTNER_CREATE_PATH = `${CONTACT_PARTNERS_PATH}/create`;
export const contactPartnerPath = (id: number) => `${CONTACT_PARTNERS_PATH}/${id}`;

/** The query parameter that presets the partner (create form) or filters by it (list): the partner's id. */
export const PARTNER_PARAM = 'partner';
/** The create form with the partner already chosen (the partner page's "add contact person"). */
export const newContactPartnerOf = (partnerId: number) =>
  `${CONTACT_PARTNER_CREATE_PATH}?${PARTNER_PARAM}=${partnerId}`;

/** The id at the end of a partner IRI (`/api/partners/12` → 12), or undefined. */
export const partnerIdOf = (iri: string | null | undefined): number | undefined => {
  const match = new RegExp(`^/api/partners/(${RESOURCE_ID_PATTERN})$`).exec(iri ?? '');
  return match ? Number(match[1]) : undefined;
};
export const partnerIri = (id: number | string) => `/api/partners/${id}`;

/** The contact person list filtered by one partner. */
export const contactPartnersOfPath = (partnerId: number) =>
  `${CONTACT_PARTNERS_PATH}?${PARTNER_PARAM}=${partnerId}`;

// Where the staff screens live (spec §2: employee, employee/create, employee/{id}; coordinator, and the same
// create and detail routes decided for coordinators in docs/adr/0054).
export type StaffKind = 'employee' | 'coordinator';

export const STAFF_PATHS: Record<StaffKind, string> = {
  employee: '/intranet/employee',
  coordinator: '/intranet/coordinator',
};

export const staffListPath = (kind: StaffKind) => STAFF_PATHS[kind];
export const staffCreatePath = (kind: StaffKind) => `${STAFF_PATHS[kind]}/create`;
export const staffMemberPath = (kind: StaffKind, id: number) => `${STAFF_PATHS[kind]}/${id}`;
export const coordinatorPath = (id: number) => staffMemberPath('coordinator', id);

/** Where the project screens live (ours, like the other sections: project, project/create, project/{id}). */
export const PROJECTS_PATH = '/intranet/project';
export const PROJECT_CREATE_PATH = `${PROJECTS_PATH}/create`;
export const projectPath = (id: number) => `${PROJECTS_PATH}/${id}`;

/** Where the activity screens live (spec §2: activity, activity/create, activity/{id}, activity/duplicate/{id}). */
export const ACTIVITIES_PATH = '/intranet/activity';
export const ACTIVITY_CREATE_PATH = `${ACTIVITIES_PATH}/create`;
export const activityPath = (id: number) => `${ACTIVITIES_PATH}/${id}`;
export const activityDuplicatePath = (id: number) => `${ACTIVITIES_PATH}/duplicate/${id}`;
/** An intervention's own page: its participants. */
export const interventionPath = (id: number | string) => `/intranet/intervention/${id}`;

/** The activity's page (the activities screens). */
export const activityPathOf = (activityIri: string) =>
  `/intranet/activity/${activityIri.split('/').pop() ?? ''}`;

// Where the place screens live (ours: the spec leaves them open): place, place/create, place/{id}.
export const PLACES_PATH = '/intranet/place';
export const PLACE_CREATE_PATH = `${PLACES_PATH}/create`;
export const placePath = (id: number) => `${PLACES_PATH}/${id}`;

// Where "Plan y uso" lives (ours).
export const TIER_USAGE_PATH = '/intranet/plan';
