import { ApiError, apiGet } from '@enlace/shared/api';
import type { MyPartner } from '@enlace/shared/domain';
import { useResource } from '@enlace/shared/query';
import { queryKeys } from '../../../api/query-keys';

/** `GET /api/my-partner`: the signed-in contact person's own organisation. */
export const getMyPartner = (): Promise<MyPartner> => apiGet<MyPartner>('my-partner');

/** The account is linked to no organisation (404): a state of the page, not an error. */
const noOrganisation = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? ('none' as const) : undefined;

/** The organisation of the home page, with a retry after an error. */
export const useMyPartner = () => useResource(queryKeys.myPartner, getMyPartner, { refusal: noOrganisation });
