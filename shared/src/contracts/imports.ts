import { type Static, type StaticDecode, Type } from '@sinclair/typebox';
import { IMPORT_KINDS } from '../domain/csv/import-templates';
import { nullableString, oneOf, textOfType } from './json-schema';

// Imports of people and organisations from CSV (`/api/imports/<kind>`): what checking a file, importing it and
// the latest imports answer, written once for the API and the intranet's import page. The file itself travels as
// multipart (field `file`), read by the routes.

/** Why one row of a file is left out: its line in the file (the header is line 1), the field and the error key. */
export const ImportRowErrorSchema = Type.Object({
  line: Type.Integer({ description: 'Línea del archivo (la de las cabeceras es la 1)' }),
  /** The template's field (`email`); empty when the error concerns the whole row. */
  field: Type.String({ description: 'Campo de la API; vacío para la fila entera' }),
  /** An `api.error.*` key (`field-not-blank`, `email-already-exists`…). */
  message: Type.String({ description: 'Clave del error' }),
  params: Type.Optional(
    Type.Unsafe<Record<string, unknown>>({
      type: 'object',
      additionalProperties: true,
      description: 'Lo que nombra el mensaje',
    }),
  ),
});
export type ImportRowError = Static<typeof ImportRowErrorSchema>;

/** One line of a streamed check or import (`Accept: application/x-ndjson`): how far the API has got. */
export const ImportProgressSchema = Type.Object({
  '@type': textOfType<'ImportProgress'>(),
  stage: oneOf(['checking', 'storing'] as const),
  done: Type.Integer(),
  total: Type.Integer(),
});
export type ImportProgress = Static<typeof ImportProgressSchema>;

/** `POST /api/imports/<kind>/check`: what a file would do; nothing is stored yet. */
export const ImportCheckSchema = Type.Object({
  '@type': textOfType<'ImportCheck'>(),
  rows: Type.Integer({ description: 'Filas con datos del archivo' }),
  valid: Type.Integer({ description: 'Filas que se darían de alta' }),
  rejected: Type.Integer({ description: 'Filas que no' }),
  errors: Type.Array(ImportRowErrorSchema),
});
export type ImportCheck = Static<typeof ImportCheckSchema>;

/** `POST /api/imports/<kind>`: what an import stored, and the rows it left out. */
export const ImportResultSchema = Type.Object({
  '@type': textOfType<'ImportResult'>(),
  rows: Type.Integer({ description: 'Filas con datos del archivo' }),
  created: Type.Integer({ description: 'Altas' }),
  rejected: Type.Integer({ description: 'Filas que no se han guardado' }),
  errors: Type.Array(ImportRowErrorSchema),
});
export type ImportResult = Static<typeof ImportResultSchema>;

/** One past import, as the history lists it. */
export const ImportRecordSchema = Type.Object({
  fileName: Type.String(),
  created: Type.Integer(),
  rejected: Type.Integer(),
  /** ISO instant. */
  importedAt: Type.String(),
  /** When its storing ended; null for one still storing or stopped half-way. */
  finishedAt: nullableString(),
  /** The staff member's name, or null when their account no longer exists. */
  importedBy: nullableString(),
});
export type ImportRecord = Static<typeof ImportRecordSchema>;

/** `GET /api/imports?kind=`: the latest imports of a kind, newest first. */
export const ImportListSchema = Type.Object({
  '@type': Type.String(),
  member: Type.Array(ImportRecordSchema),
});
export type ImportList = Static<typeof ImportListSchema>;

/** The kind of import whose history is asked for. */
export const ImportListQuerySchema = Type.Object({ kind: oneOf(IMPORT_KINDS) });
export type ImportListQuery = StaticDecode<typeof ImportListQuerySchema>;
