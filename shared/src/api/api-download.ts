import { apiClient } from './api-client';
import { toApiError } from './to-api-error';
import { toSearchParams } from './to-search-params';
import type { Query } from './to-search-params';

export type DownloadedFile = { blob: Blob; filename: string | null };

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` first, then `filename`). */
const filenameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1].trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
};

/** A POST whose answer is a file (a CSV made from what is sent); the body goes as given (FormData…). */
export type DownloadRequest = { method: 'post'; body: BodyInit };

/**
 * A call that answers a file (a CSV export…), with the bearer token and the session refresh of every call: a GET
 * by default, or a POST with a body. No time limit: a file may take longer than a JSON answer.
 */
export const apiDownload = async (
  path: string,
  query?: Query,
  post?: DownloadRequest,
): Promise<DownloadedFile> => {
  try {
    const response = await apiClient(path, {
      method: post?.method ?? 'get',
      body: post?.body,
      searchParams: toSearchParams(query),
      timeout: post ? false : undefined,
    });
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    throw await toApiError(error);
  }
};
