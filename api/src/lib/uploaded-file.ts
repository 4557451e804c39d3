import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The parts of a multipart upload: the file of the field `file` (its bytes and name; other file fields are
 * drained) and the text fields. A missing file is left to the caller; a file over the registered limit is
 * refused with `tooLarge`, a body of more files than allowed as `fileIsRequired`.
 */
export async function uploadedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: { tooLarge: () => Error; fileIsRequired: () => Error },
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
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw refusals.tooLarge();
    if (error instanceof app.multipartErrors.FilesLimitError) throw refusals.fileIsRequired();
    throw error;
  }
  return { bytes, fileName, fields };
}
