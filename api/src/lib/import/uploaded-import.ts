import { IMPORT_MAX_FILE_SIZE_BYTES, IMPORT_TEMPLATES, type ImportKind } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../http-error';
import { uploadedFile } from '../uploaded-file';
import { type ImportFileRefusal, type ImportRecord, readImportFile } from './read-import-file';

const MAX_MEGABYTES = IMPORT_MAX_FILE_SIZE_BYTES / (1024 * 1024);

/** The multipart limits of an import: one file up to the limit (then refused, not truncated) and a few fields. */
export const IMPORT_MULTIPART_LIMITS = {
  fileSize: IMPORT_MAX_FILE_SIZE_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
};

/** A whole file refused (422 at the field `file`), with what the message needs. */
export function refuseImportFile(refusal: ImportFileRefusal) {
  switch (refusal.key) {
    case 'file-too-large':
      return unprocessable([{ propertyPath: 'file', message: refusal.key, params: { max: MAX_MEGABYTES } }]);
    case 'too-many-records':
      return unprocessable([{ propertyPath: 'file', message: refusal.key, params: { max: refusal.limit } }]);
    case 'invalid-headers':
      return unprocessable([
        {
          propertyPath: 'file',
          message: refusal.key,
          params: { missing: refusal.missing.join(', '), unexpected: refusal.unexpected.join(', ') },
        },
      ]);
    default:
      return unprocessable([{ propertyPath: 'file', message: refusal.key }]);
  }
}

/**
 * An import's upload read against its kind's template: the records, the file's name and the other form fields.
 * A whole file refused (missing, too large, not CSV, other headers, too many records) throws its 422.
 */
export async function readUploadedImport(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ImportKind,
): Promise<{ records: ImportRecord[]; fileName: string; fields: Record<string, string> }> {
  const { bytes, fileName, fields } = await uploadedFile(app, request, {
    tooLarge: () => refuseImportFile({ key: 'file-too-large' }),
    fileIsRequired: () => refuseImportFile({ key: 'file-is-required' }),
  });
  const headers = IMPORT_TEMPLATES[kind].columns.map((column) => column.header);
  const file = await readImportFile(bytes, headers);
  if (!file.ok) throw refuseImportFile(file.refusal);
  return { records: file.records, fileName, fields };
}
