import { describeStaffExport } from '../staff/staff-export-suite';

describeStaffExport('employee');
