import { IMPORT_MAX_FILE_SIZE_BYTES } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../http-error';
import { uploadedFile } from '../uploaded-file';
import type { ImportFileRefusal } from './read-import-file';

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

/** An import's upload: a missing file is left to `readImportFile`, which refuses it. */
export const uploadedImport = (app: FastifyInstance, request: FastifyRequest) =>
  uploadedFile(app, request, {
    tooLarge: () => refuseImportFile({ key: 'file-too-large' }),
    fileIsRequired: () => refuseImportFile({ key: 'file-is-required' }),
  });
