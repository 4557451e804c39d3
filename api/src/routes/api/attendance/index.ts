import { getAttendance } from './get-attendance';
import { postAttendance } from './post-attendance';

export const attendanceRoutes = [getAttendance, postAttendance];
