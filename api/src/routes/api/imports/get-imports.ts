import { ImportListQuerySchema, ImportListSchema } from '@enlace/shared/contracts';
import type { ContractRoutes } from '../../../lib/contract-routes';
import { errors } from '../../../lib/schemas';
import type { ImportKindDefinition } from './import-kind';

/** How many of the latest imports the import page lists. */
export const LISTED_IMPORTS = 20;

/** `GET /api/imports?kind=`: the latest imports of a kind, for those who may run them. */
export const getImports =
  (definitions: Pick<ImportKindDefinition<unknown>, 'kind' | 'permission'>[]): ContractRoutes =>
  async (app) => {
    const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
    app.get(
      '/imports',
      {
        // Whoever may run the kind's import may see its history.
        preHandler: (request) => app.requirePermission(byKind.get(request.query.kind)!.permission)(request),
        schema: {
          tags: ['imports'],
          summary: `Las ${LISTED_IMPORTS} últimas importaciones de un tipo (kind) de la organización, la más reciente primero: quién, cuándo, archivo, altas, filas rechazadas y si terminó (finishedAt nulo: se interrumpió o sigue guardando)`,
          security: [{ bearerAuth: [] }],
          querystring: ImportListQuerySchema,
          response: {
            200: ImportListSchema,
            ...errors(400, 401, 403, 404),
          },
        },
      },
      async (request) => ({
        '@type': 'Collection',
        member: (await app.importsRepository.latest(request, request.query.kind, LISTED_IMPORTS)).map(
          (entry) => ({
            fileName: entry.file_name,
            created: entry.created,
            rejected: entry.rejected,
            importedAt: entry.created_at,
            finishedAt: entry.finished_at,
            importedBy: entry.imported_by,
          }),
        ),
      }),
    );
  };
