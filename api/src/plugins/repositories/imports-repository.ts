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
  /** The full name of who imported it; null once that account is gone. */
  imported_by: string | null;
}

export interface ImportsRepository {
  /** Records one import of a file with its counts. */
  record(
    request: FastifyRequest,
    entry: { kind: string; fileName: string; userId: number; created: number; rejected: number },
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
      record: (request, entry) =>
        scoped(request, async (db, tenantId) => {
          await db
            .insertInto('imports')
            .values({
              tenant_id: tenantId,
              kind: entry.kind,
              file_name: entry.fileName,
              user_id: entry.userId,
              created: entry.created,
              rejected: entry.rejected,
              created_at: nowIso(),
            })
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
