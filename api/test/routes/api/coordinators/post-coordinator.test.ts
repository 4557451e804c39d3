import { describeStaffCreate } from '../staff/staff-create-suite';

describeStaffCreate('coordinator');
