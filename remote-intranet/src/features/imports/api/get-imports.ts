import { apiGet } from '@enlace/shared/api';
import { useCollection } from '../../../hooks/use-collection';
import type { ImportKind, ImportList } from './import-types';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/imports?kind=`: the organisation's latest imports of one kind, newest first (one list, no pages). */
export const getImports = (kind: ImportKind): Promise<ImportList> => apiGet<ImportList>('imports', { kind });

/** The history of one kind of import; `reload` after an import adds one. */
export function useImports(kind: ImportKind) {
  return useCollection(queryKeys.imports.list(kind), () => getImports(kind));
}
