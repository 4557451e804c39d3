import type { ImportKind } from '../../../config/paths';

export type { ImportKind };

// What checking a file, importing it and the history answer: derived from the imports' HTTP contract.
export type {
  ImportCheck,
  ImportList,
  ImportProgress,
  ImportRecord,
  ImportResult,
  ImportRowError,
} from '@enlace/shared/domain';
