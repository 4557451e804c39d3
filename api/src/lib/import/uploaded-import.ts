import { IMPORT_MAX_FILE_SIZE_BYTES } from '@enlace/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../http-error';
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

/**
 * The parts of an import's multipart body: the file of the field `file` (its bytes and name) and the text fields.
 * No file part is left to `readImportFile` (it refuses a missing file); a file over the limit is refused here.
 */
export async function uploadedImport(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ bytes?: Buffer; fileName: string; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { fileName: '', fields };
  let bytes: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      fileName = part.filename;
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw refuseImportFile({ key: 'file-too-large' });
    if (error instanceof app.multipartErrors.FilesLimitError)
      throw refuseImportFile({ key: 'file-is-required' });
    throw error;
  }
  return { bytes, fileName, fields };
}
