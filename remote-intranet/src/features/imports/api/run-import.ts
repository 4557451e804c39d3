import type { ImportKind, ImportProgress, ImportResult } from './import-types';
import { postImportStream } from './post-import-stream';

export type RunImportOptions = {
  /** Volunteers only: whether each person created gets the invitation email. */
  sendInvitations?: boolean;
};

/** `POST /api/imports/{kind}` (multipart, field `file`, and `sendInvitations` for volunteers): stores the valid rows. */
export const runImport = (
  kind: ImportKind,
  file: File,
  { sendInvitations }: RunImportOptions,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> => {
  const body = new FormData();
  body.append('file', file);
  if (sendInvitations !== undefined) body.append('sendInvitations', String(sendInvitations));
  return postImportStream<ImportResult>(`imports/${kind}`, body, onProgress);
};
