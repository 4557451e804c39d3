// Where the staff screens live (spec §2: employee, employee/create, employee/{id}; coordinator, and the same
// create and detail routes decided for coordinators in docs/adr/0054). A util, not a feature file: the
// volunteer screens open the coordinator a volunteer was promoted to.
export type StaffKind = 'employee' | 'coordinator';

export const STAFF_PATHS: Record<StaffKind, string> = {
  employee: '/intranet/employee',
  coordinator: '/intranet/coordinator',
};

export const staffListPath = (kind: StaffKind) => STAFF_PATHS[kind];
export const staffCreatePath = (kind: StaffKind) => `${STAFF_PATHS[kind]}/create`;
export const staffMemberPath = (kind: StaffKind, id: number) => `${STAFF_PATHS[kind]}/${id}`;
export const coordinatorPath = (id: number) => staffMemberPath('coordinator', id);
