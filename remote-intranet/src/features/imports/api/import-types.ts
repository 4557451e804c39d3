import type { ImportKind } from '../../../config/paths';

export type { ImportKind };

/** Why one row of a file is left out: its line in the file (the header is line 1), the field and the error key. */
export type ImportRowError = {
  line: number;
  /** The template's field (`email`); empty when the error concerns the whole row. */
  field: string;
  /** An `api.error.*` key (`field-not-blank`, `email-already-exists`…). */
  message: string;
  params?: Record<string, unknown>;
};

/** One line of a streamed check or import: how far the API has got. */
export type ImportProgress = {
  '@type': 'ImportProgress';
  stage: 'checking' | 'storing';
  done: number;
  total: number;
};

/** What a check found: nothing is stored yet. */
export type ImportCheck = {
  '@type': 'ImportCheck';
  rows: number;
  valid: number;
  rejected: number;
  errors: ImportRowError[];
};

/** What an import stored, and the rows it left out. */
export type ImportResult = {
  '@type': 'ImportResult';
  rows: number;
  created: number;
  rejected: number;
  errors: ImportRowError[];
};

/** One past import, as the history lists it. */
export type ImportRecord = {
  fileName: string;
  created: number;
  rejected: number;
  /** ISO instant. */
  importedAt: string;
  /** When its storing ended; null for one still storing or stopped half-way. */
  finishedAt: string | null;
  /** The staff member's name, or null when their account no longer exists. */
  importedBy: string | null;
};
