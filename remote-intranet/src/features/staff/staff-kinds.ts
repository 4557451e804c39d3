import type { Permission } from '@enlace/shared/domain';
import type { StaffKind } from '../../config/paths';

export type StaffKindConfig = {
  /** The collection under /api. */
  apiPath: string;
  permissions: Record<'create' | 'update' | 'delete' | 'export', Permission>;
  /** Success messages of the request wrapper (`api.success.*`). */
  success: { updated: string; deleted: string };
  /** The file name used when the server names none. */
  exportFilename: string;
};

/**
 * The two staff lists (docs/adr/0046-staff-and-promotion.md): coordinators are the staff members with the
 * coordinator role, employees every other staff member. Their screens are the same, with these differences.
 */
export const STAFF_KINDS: Record<StaffKind, StaffKindConfig> = {
  employee: {
    apiPath: 'employees',
    permissions: {
      create: 'employee:create',
      update: 'employee:update',
      delete: 'employee:delete',
      export: 'employee:export',
    },
    success: { updated: 'api.success.employee-updated', deleted: 'api.success.employee-deleted' },
    exportFilename: 'personal-tecnico.csv',
  },
  coordinator: {
    apiPath: 'coordinators',
    permissions: {
      create: 'coordinator:create',
      update: 'coordinator:update',
      delete: 'coordinator:delete',
      export: 'coordinator:export',
    },
    success: { updated: 'api.success.coordinator-updated', deleted: 'api.success.coordinator-deleted' },
    exportFilename: 'coordinacion.csv',
  },
};
