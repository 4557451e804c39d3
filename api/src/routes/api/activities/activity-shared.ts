import type { Activity, ActivityBody, ActivityListItem } from '@enlace/shared/contracts';
import {
  ACTIVITY_STATUSES,
  type ActivityStatus,
  type ActivityType,
  activitySchema,
  allowedActivityTransitions,
  type Mode,
  validateWith,
} from '@enlace/shared/domain';
import { notFound, unprocessable, type Violation } from '../../../lib/http-error';
import { idFromIri } from '../../../lib/iri';
import { textOf } from '../../../lib/person-payload';
import { dateOnly } from '../../../lib/person-values';
import type {
  ActivityDetail,
  ActivityListRow,
  ActivityValues,
} from '../../../plugins/repositories/activities-repository';

export const activityNotFound = () => notFound('La actividad no existe.');

export const activityIri = (id: number) => `/api/activities/${id}`;
export const coordinatorIri = (id: number) => `/api/coordinators/${id}`;
export const partnerIri = (id: number) => `/api/partners/${id}`;
export const projectIri = (id: number) => `/api/projects/${id}`;

export function toActivityListItem(row: ActivityListRow): ActivityListItem {
  return {
    '@id': activityIri(row.id),
    '@type': 'Activity',
    id: row.id,
    name: row.name,
    type: row.type as ActivityType,
    mode: row.mode as Mode,
    status: row.status as ActivityStatus,
    dateStart: row.date_start,
    dateEnd: row.date_end,
    project:
      row.project_id === null
        ? null
        : // A project the activity names exists: its name is there.
          { '@id': projectIri(row.project_id), '@type': 'Project', name: row.project_name as string },
    coordinator: {
      '@id': coordinatorIri(row.coordinator_id),
      '@type': 'Coordinator',
      name: row.coordinator_name,
      surname: row.coordinator_surname,
    },
    interventionsCount: Number(row.interventions_count),
  };
}

export function toActivityResource(activity: ActivityDetail): Activity & { '@context': string } {
  return {
    '@context': '/api/contexts/Activity',
    ...toActivityListItem(activity),
    description: activity.description,
    partners: activity.partners.map((partner) => ({
      '@id': partnerIri(partner.id),
      '@type': 'Partner',
      name: partner.name,
    })),
    allowedTransitions: [...allowedActivityTransitions(activity.status as ActivityStatus)],
    duplicatedFrom: activity.duplicated_from_id === null ? null : activityIri(activity.duplicated_from_id),
    createdAt: activity.created_at,
    updatedAt: activity.updated_at,
  };
}

/**
 * The stored activity as a payload (references as IRIs), the base a merge patch applies to; every field of the
 * body, so a field that is not copied here cannot be lost by a patch that leaves it out.
 */
export function toActivityPayload(activity: ActivityDetail): Required<ActivityBody> {
  return {
    name: activity.name,
    description: activity.description,
    type: activity.type,
    mode: activity.mode,
    project: activity.project_id === null ? null : projectIri(activity.project_id),
    coordinator: coordinatorIri(activity.coordinator_id),
    partners: activity.partners.map((partner) => partnerIri(partner.id)),
    dateStart: activity.date_start,
    dateEnd: activity.date_end,
    status: activity.status,
  };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Validates a complete activity payload (a creation, or the stored activity with a patch merged in) with the
 * shared rules, and turns its references into ids; 422 with every violation otherwise. Whether the coordinator,
 * partners and project are the tenant's is checked in the write's transaction.
 */
export async function validActivityValues(payload: ActivityBody): Promise<ActivityValues> {
  const violations = (await validateWith(activitySchema, payload)) as Violation[];
  const coordinatorId = idFromIri(payload.coordinator, 'coordinators');
  if (given(payload.coordinator) && coordinatorId === undefined) {
    violations.push({ propertyPath: 'coordinator', message: 'field-not-valid-option' });
  }
  const partners = Array.isArray(payload.partners) ? payload.partners : [];
  const partnerIds = partners.map((partner) => idFromIri(partner, 'partners'));
  if (partners.some((partner, index) => given(partner) && partnerIds[index] === undefined)) {
    violations.push({ propertyPath: 'partners', message: 'field-not-valid-option' });
  }
  const projectId = given(payload.project) ? idFromIri(payload.project, 'projects') : null;
  if (projectId === undefined)
    violations.push({ propertyPath: 'project', message: 'field-not-valid-option' });
  if (violations.length) throw unprocessable(violations);
  return {
    name: (textOf(payload.name) as string).replace(/\s+/g, ' '),
    description: textOf(payload.description),
    type: textOf(payload.type) as string,
    mode: textOf(payload.mode) as string,
    project_id: projectId as number | null,
    coordinator_id: coordinatorId as number,
    partner_ids: partnerIds as number[],
    date_start: dateOnly(textOf(payload.dateStart)) as string,
    date_end: dateOnly(textOf(payload.dateEnd)) as string,
  };
}

/** The status a patch asks for; 422 when it is not one of the statuses. */
export function validStatus(value: unknown): ActivityStatus {
  if (typeof value === 'string' && (ACTIVITY_STATUSES as readonly string[]).includes(value)) {
    return value as ActivityStatus;
  }
  throw unprocessable([{ propertyPath: 'status', message: 'field-not-valid-option' }]);
}
