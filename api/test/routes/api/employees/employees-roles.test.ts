import { describeStaffRoleMatrix } from '../staff/staff-roles-suite';

describeStaffRoleMatrix('employee');
