import { describeStaffTenancy } from '../staff/staff-tenancy-suite';

describeStaffTenancy('coordinator');
