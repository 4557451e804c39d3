import { apiGet } from '@enlace/shared/api';
import type { Collection } from '@enlace/shared/domain';
import { useCollection } from '../../../hooks/use-collection';
import type { ImportKind, ImportRecord } from './import-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/imports?kind=`: the organisation's past imports of one kind, newest first. */
export const getImports = (kind: ImportKind): Promise<Collection<ImportRecord>> =>
  apiGet<Collection<ImportRecord>>('imports', { kind });

/** The history of one kind of import; `reload` after an import adds one. */
export function useImports(kind: ImportKind) {
  return useCollection(queryKeys.imports.list(kind), () => getImports(kind));
}
