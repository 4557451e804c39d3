import type { ImportKind } from '@enlace/shared/domain';

// Where the bulk import pages live (ours: volunteer/import, partner/import). A util, not a feature file: the
// volunteer and partner lists link to them, and the import page links back to its list.
export type { ImportKind };

/** The list each import fills. */
export const IMPORT_LIST_PATHS: Record<ImportKind, string> = {
  volunteers: '/intranet/volunteer',
  partners: '/intranet/partner',
};

export const importPath = (kind: ImportKind) => `${IMPORT_LIST_PATHS[kind]}/import`;
