import type { StaffKind } from '../../../config/paths';
import { STAFF_KINDS } from '../staff-kinds';

/** `GET /api/employees/export` or `/api/coordinators/export`: every member the list's selection holds, as CSV. */
export const staffExportPath = (kind: StaffKind) => `${STAFF_KINDS[kind].apiPath}/export`;
