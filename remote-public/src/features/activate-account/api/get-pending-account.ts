import { ApiError, apiGet } from '@enlace/shared/api';
import type { PendingAccount } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/**
 * The account with what is already on record: what staff entered when they invited the person, or what the
 * person gave when signing up on the home page (mobile and birthday). Address parts are IRIs.
 */
export type { PendingAccount };

const INVALID_CODES = ['invalid-uri-variables', 'not-found'];

/** `GET /api/users/activate/{code}`: the account waiting for activation, to greet the person and fill the form. */
export const getPendingAccount = (code: string) =>
  apiGet<PendingAccount>(`users/activate/${encodeURIComponent(code)}`);

/** An invalid or used code is a state of the page, not a toast. */
const invalidCode = (error: unknown) =>
  error instanceof ApiError && error.code && INVALID_CODES.includes(error.code)
    ? ('invalid' as const)
    : undefined;

/** The account of an activation link; other failures than an invalid code can be retried. */
export const usePendingAccount = (code: string) =>
  useResource(queryKeys.pendingAccount(code), () => getPendingAccount(code), { refusal: invalidCode });
