import { describeStaffList } from '../staff/staff-list-suite';

describeStaffList('coordinator');
