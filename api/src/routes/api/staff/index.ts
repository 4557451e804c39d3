import { deleteStaffMember } from './delete-staff-member';
import { exportStaffMembers } from './export-staff-members';
import { getStaffMember } from './get-staff-member';
import { getStaffMembers } from './get-staff-members';
import { patchStaffMember } from './patch-staff-member';
import { postCoordinatorTransfer } from './post-coordinator-transfer';
import { postStaffMember } from './post-staff-member';

// Employees and coordinators share their operations, each kind under its own path.
export const staffRoutes = [
  ...(['employee', 'coordinator'] as const).flatMap((kind) => [
    getStaffMembers(kind),
    postStaffMember(kind),
    getStaffMember(kind),
    patchStaffMember(kind),
    deleteStaffMember(kind),
    exportStaffMembers(kind),
  ]),
  postCoordinatorTransfer,
];
