import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPost, request } from '@enlace/shared/api';
import { placeSchema } from '@enlace/shared/domain';
import type { Place } from '@enlace/shared/domain';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';

export const createPlaceInputSchema = placeSchema;

/** `POST /api/places`. */
export const createPlace = (values: PlaceFormValues): Promise<Place> =>
  apiPost<Place>('places', toPlacePayload(values));

/** Resolves to the new place, or undefined (violations go to their fields). */
export function useCreatePlace() {
  return useCallback(
    (values: PlaceFormValues, helpers: FormikHelpers<PlaceFormValues>) =>
      request(() => createPlace(values), {
        validation: { schema: createPlaceInputSchema, data: toPlacePayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.place-created',
      }),
    [],
  );
}
