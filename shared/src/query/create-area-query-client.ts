import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@enlace/shared/api';

/** Statuses of a gateway that could not reach a healthy API process: the same read a moment later may work. */
const PASSING_FAILURES = new Set([0, 502, 503, 504]);

/**
 * Whether a failed read is tried again on its own: once, when no answer came (network) or the gateway had no API
 * process to hand it to. An answer of the API itself (4xx: refused, unknown, another tenant's; 500) would be the
 * same the second time: the page shows it at once, with its retry button.
 */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && PASSING_FAILURES.has(error instanceof ApiError ? error.status : 0);

/** Options a test passes to read without retries (what the page shows after one failure). */
export type AreaQueryClientOptions = { retry?: false };

/**
 * The QueryClient of one area's tree. Reads stay fresh for no time (a page opened again shows what it read before
 * at once and asks again), a window coming back to the front does not reload a form someone is editing, and
 * failures follow `shouldRetryRead`.
 */
export function createAreaQueryClient(options: AreaQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry ?? shouldRetryRead,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
        // Each answer stays the object the API client parsed: its ETag is kept beside that very object (etagOf),
        // and a form saves with the ETag of what it shows.
        structuralSharing: false,
      },
      mutations: { retry: false },
    },
  });
}
