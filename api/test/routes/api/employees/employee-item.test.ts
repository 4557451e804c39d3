import { describeStaffItem } from '../staff/staff-item-suite';

describeStaffItem('employee');
