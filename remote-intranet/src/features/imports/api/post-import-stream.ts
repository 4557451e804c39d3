import { ApiError, apiClient, toApiError } from '@enlace/shared/api';
import { readNdjson } from '../utils/read-ndjson';
import type { ImportProgress } from './import-types';

const NDJSON = 'application/x-ndjson';

const isProgress = (value: unknown): value is ImportProgress =>
  Boolean(value) && typeof value === 'object' && (value as ImportProgress)['@type'] === 'ImportProgress';

/** A failure the API reports inside the stream, once the 200 has gone out. */
const streamedError = (value: unknown): ApiError | null => {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (typeof record.error !== 'string') return null;
  return new ApiError({
    status: typeof record.status === 'number' ? record.status : 500,
    code: record.error,
    description: typeof record.description === 'string' ? record.description : undefined,
    body: value,
  });
};

/**
 * A multipart POST of an import's file whose answer streams its progress (NDJSON): `onProgress` gets each
 * `ImportProgress` line and the call resolves with the last object, the outcome. Through the shared client, so
 * the session refresh, the bearer token and the language go with it; failures become ApiError.
 */
export async function postImportStream<T>(
  path: string,
  body: FormData,
  onProgress: (progress: ImportProgress) => void,
): Promise<T> {
  let outcome: unknown;
  try {
    const response = await apiClient.post(path, {
      body,
      headers: { accept: NDJSON },
      // A thousand rows with their invitations take longer than ky's 10 seconds, and the bar shows it is alive.
      timeout: false,
    });
    await readNdjson(response, (value) => {
      if (isProgress(value)) onProgress(value);
      else outcome = value;
    });
  } catch (error) {
    throw await toApiError(error);
  }
  const failure = streamedError(outcome);
  if (failure) throw failure;
  if (!outcome || typeof outcome !== 'object') throw new ApiError({ status: 0 });
  return outcome as T;
}
