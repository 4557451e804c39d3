import type { ImportKind, Permission } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportCheck, ImportProgress } from '../../../lib/import/check-import-rows';
import type { ImportLineError } from '../../../lib/import/import-body';
import type { ImportRecord } from '../../../lib/import/read-import-file';

/** Rows stored per transaction: a failure loses at most one batch, never a half-written record. */
export const IMPORT_BATCH_SIZE = 100;

/** What one batch stored: how many, and the rows left out inside its transaction with their reason. */
export interface StoredBatch {
  created: number;
  refused: ImportLineError[];
}

/** A kind of import (`/api/imports/<kind>`): who may run it, how its rows are checked and stored. */
export interface ImportKindDefinition<Values> {
  kind: ImportKind;
  /** The OpenAPI tag of its routes and the permission they need (the single create's). */
  tag: string;
  permission: Permission;
  /** What the rows are, in the descriptions: «voluntarios». */
  noun: string;
  /** Whether staff may ask for each new record's invitation email (`sendInvitations`). */
  invites: boolean;
  check(
    app: FastifyInstance,
    request: FastifyRequest,
    records: ImportRecord[],
    progress?: ImportProgress,
  ): Promise<ImportCheck<Values>>;
  /** Stores one batch in one transaction; with `invite`, the emails go after it is committed. */
  storeBatch(
    app: FastifyInstance,
    request: FastifyRequest,
    rows: { line: number; values: Values }[],
    invite: boolean,
  ): Promise<StoredBatch>;
}
