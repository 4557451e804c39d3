import type { ImportCheck, ImportKind, ImportProgress } from './import-types';
import { postImportStream } from './post-import-stream';

/** `POST /api/imports/{kind}/check` (multipart, field `file`): which rows would be created and why not the rest. */
export const checkImport = (
  kind: ImportKind,
  file: File,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportCheck> => {
  const body = new FormData();
  body.append('file', file);
  return postImportStream<ImportCheck>(`imports/${kind}/check`, body, onProgress);
};
