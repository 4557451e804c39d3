import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { placeSchema } from '@enlace/shared/domain';
import type { Place } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';
import { useRefreshLists } from '../../../hooks/use-refresh-lists';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';

export const createPlaceInputSchema = placeSchema;

/** `POST /api/places`. */
export const createPlace = (values: PlaceFormValues): Promise<Place> =>
  apiPost<Place>('places', toPlacePayload(values));

/** Resolves to the new place, or undefined (violations go to their fields). */
export function useCreatePlace() {
  const refreshLists = useRefreshLists();
  return useCallback(
    async (values: PlaceFormValues, helpers: FormikHelpers<PlaceFormValues>) => {
      const created = await request(() => createPlace(values), {
        validation: { schema: createPlaceInputSchema, data: toPlacePayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.place-created',
      });
      if (created) refreshLists(queryKeys.places);
      return created;
    },
    [refreshLists],
  );
}
