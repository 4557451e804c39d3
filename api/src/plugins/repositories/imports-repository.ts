import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { nowIso } from '../../db/database';
import { requestScope } from '../../lib/request-scope';

/** What was imported, as the import page lists it. */
export interface ImportRecordRow {
  id: number;
  file_name: string;
  created: number;
  rejected: number;
  created_at: string;
  /** Null for an import that did not end (stopped half-way, or still storing). */
  finished_at: string | null;
  /** The full name of who imported it; null once that account is gone. */
  imported_by: string | null;
}

export interface ImportsRepository {
  /** Records an import as its storing starts, with the rows its check refused (`finished`: nothing to store). */
  start(
    request: FastifyRequest,
    entry: { kind: string; fileName: string; userId: number; rejected: number; finished: boolean },
  ): Promise<number>;
  /** The counts so far, after each stored batch; `finished` once the last one is stored. */
  update(
    request: FastifyRequest,
    id: number,
    counts: { created: number; rejected: number },
    finished?: boolean,
  ): Promise<void>;
  /** The tenant's latest imports of a kind, newest first. */
  latest(request: FastifyRequest, kind: string, limit: number): Promise<ImportRecordRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    importsRepository: ImportsRepository;
  }
}

export const importsRepositoryPlugin = fp(
  async (app) => {
    const { scoped } = requestScope(app.db);
    app.decorate('importsRepository', {
      start: (request, entry) =>
        scoped(request, async (db, tenantId) => {
          const now = nowIso();
          const { id } = await db
            .insertInto('imports')
            .values({
              tenant_id: tenantId,
              kind: entry.kind,
              file_name: entry.fileName,
              user_id: entry.userId,
              created: 0,
              rejected: entry.rejected,
              created_at: now,
              finished_at: entry.finished ? now : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        }),
      update: (request, id, counts, finished = false) =>
        scoped(request, async (db, tenantId) => {
          await db
            .updateTable('imports')
            .set({ ...counts, ...(finished ? { finished_at: nowIso() } : {}) })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
        }),
      latest: (request, kind, limit) =>
        scoped(request, (db, tenantId) =>
          db
            .selectFrom('imports')
            .leftJoin('users', (join) =>
              join
                .onRef('users.id', '=', 'imports.user_id')
                .onRef('users.tenant_id', '=', 'imports.tenant_id'),
            )
            .select([
              'imports.id',
              'imports.file_name',
              'imports.created',
              'imports.rejected',
              'imports.created_at',
              'imports.finished_at',
              sql<string | null>`users.name || ' ' || users.surname`.as('imported_by'),
            ])
            .where('imports.tenant_id', '=', tenantId)
            .where('imports.kind', '=', kind)
            .orderBy('imports.id', 'desc')
            .limit(limit)
            .execute(),
        ),
    } satisfies ImportsRepository);
  },
  { name: 'imports-repository', dependencies: ['database'] },
);
