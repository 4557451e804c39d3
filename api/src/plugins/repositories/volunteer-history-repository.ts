import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { PageRequest } from '../../lib/collection';
import { requestScope } from '../../lib/request-scope';

/** A change of a volunteer's history, with the name of the staff member who made it (null when unknown). */
export interface VolunteerStatusChangeRow {
  id: number;
  change: string;
  from_status: string | null;
  to_status: string | null;
  changed_by_id: number | null;
  changed_by_name: string | null;
  changed_at: string;
}

/** A volunteer's validation and status changes (migration 0023, docs/adr/0016-volunteer-history.md). */
export interface VolunteerHistoryRepository {
  /** Newest first. */
  changes(
    request: FastifyRequest,
    volunteerId: number,
    page: PageRequest,
  ): Promise<{ rows: VolunteerStatusChangeRow[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    volunteerHistoryRepository: VolunteerHistoryRepository;
  }
}

export const volunteerHistoryRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    app.decorate('volunteerHistoryRepository', {
      changes: (request, volunteerId, page) =>
        scoped(request, async (db, tenantId) => {
          const base = db
            .selectFrom('volunteer_status_changes as changes')
            .where('changes.tenant_id', '=', tenantId)
            .where('changes.volunteer_id', '=', volunteerId);
          const { total } = await base
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow();
          const rows = await base
            .leftJoin('users as staff', (join) =>
              join
                .onRef('staff.id', '=', 'changes.changed_by_id')
                .onRef('staff.tenant_id', '=', 'changes.tenant_id'),
            )
            .select([
              'changes.id',
              'changes.change',
              'changes.from_status',
              'changes.to_status',
              'changes.changed_by_id',
              'changes.changed_at',
              sql<string | null>`staff.name || ' ' || staff.surname`.as('changed_by_name'),
            ])
            .orderBy('changes.changed_at', 'desc')
            .orderBy('changes.id', 'desc')
            .limit(page.itemsPerPage)
            .offset((page.page - 1) * page.itemsPerPage)
            .execute();
          return { rows, total: Number(total) };
        }),
    } satisfies VolunteerHistoryRepository);
  },
  { name: 'volunteer-history-repository', dependencies: ['database', 'tenancy'] },
);
