import { describeStaffRoleMatrix } from '../staff/staff-roles-suite';

describeStaffRoleMatrix('coordinator');
