import type { StaffMember, StaffMemberBody, StaffMemberListItem } from '@enlace/shared/contracts';
import { ADMIN_ROLE, staffMemberSchema } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { textOf, validPersonColumns } from '../../../lib/person-payload';
import { accessStatusOf, personDetails, personSummary, referenceIri } from '../../../lib/person-resource';
import { rolesOf } from '../../../lib/roles-of';
import type { StaffKind, StaffListRow, StaffValues } from '../../../plugins/repositories/staff-repository';

/** The names, paths, permissions and texts of each staff list. */
export const STAFF_KINDS = {
  employee: {
    path: 'employees',
    type: 'Employee',
    tag: 'employees',
    permission: {
      list: 'employee:list',
      read: 'employee:read',
      create: 'employee:create',
      update: 'employee:update',
      delete: 'employee:delete',
      export: 'employee:export',
    },
    label: { one: 'técnico', many: 'Técnicos y administradores (personal sin el rol de coordinador)' },
    notFound: 'El técnico no existe.',
    createFailed: 'employee-create-failed',
    exportFile: 'personal-tecnico',
  },
  coordinator: {
    path: 'coordinators',
    type: 'Coordinator',
    tag: 'coordinators',
    permission: {
      list: 'coordinator:list',
      read: 'coordinator:read',
      create: 'coordinator:create',
      update: 'coordinator:update',
      delete: 'coordinator:delete',
      export: 'coordinator:export',
    },
    label: { one: 'coordinador', many: 'Coordinadores (personal con el rol de coordinador)' },
    notFound: 'El coordinador no existe.',
    createFailed: 'coordinator-create-failed',
    exportFile: 'coordinacion',
  },
} as const satisfies Record<StaffKind, object>;

export const staffNotFound = (kind: StaffKind) => notFound(STAFF_KINDS[kind].notFound);

export const staffIri = (kind: StaffKind, id: number) => `/api/${STAFF_KINDS[kind].path}/${id}`;

export function toStaffListItem(kind: StaffKind, row: StaffListRow): StaffMemberListItem {
  const roles = rolesOf(row);
  return {
    '@id': staffIri(kind, row.id),
    '@type': STAFF_KINDS[kind].type,
    id: row.id,
    ...personSummary(row),
    department: row.department,
    isAdmin: roles.includes(ADMIN_ROLE),
    roles,
    accessStatus: accessStatusOf(row),
    createdAt: row.created_at,
  };
}

export function toStaffResource(kind: StaffKind, user: User): StaffMember & { '@context': string } {
  return {
    '@context': `/api/contexts/${STAFF_KINDS[kind].type}`,
    ...toStaffListItem(kind, user),
    ...personDetails(user),
    promotedAt: user.promoted_at,
    promotedBy: referenceIri('users', user.promoted_by_id),
    updatedAt: user.updated_at,
  };
}

/** The stored staff member as a payload, the base a merge patch applies to. */
export function toStaffPayload(kind: StaffKind, user: User): StaffMemberBody {
  const { '@context': _context, ...resource } = toStaffResource(kind, user);
  return resource;
}

/**
 * Validates a complete staff payload (a creation, or the stored staff member with a patch merged in) with the
 * shared rules plus what only the server can check, and returns the columns.
 */
export async function validStaffValues(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: StaffMemberBody,
  staffId?: number,
): Promise<StaffValues> {
  const person = await validPersonColumns(app, request, staffMemberSchema, payload, staffId);
  return { ...person, department: textOf(payload.department), isAdmin: payload.isAdmin === true };
}

/** 409: the acting administrator may not delete their own account (someone else must). */
export const cannotDeleteOwnAccount = () =>
  new HttpError(409, 'cannot-delete-own-account', 'No puedes eliminar tu propia cuenta.');

/** 409: the acting administrator may not withdraw their own administrator role. */
export const cannotRevokeOwnAdmin = () =>
  new HttpError(409, 'cannot-revoke-own-admin', 'No puedes quitarte a ti mismo el rol de administrador.');
