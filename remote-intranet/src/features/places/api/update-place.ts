import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, request } from '@enlace/shared/api';
import { placeSchema } from '@enlace/shared/domain';
import type { Place } from '@enlace/shared/domain';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';

export const updatePlaceInputSchema = placeSchema;

/** `PATCH /api/places/{id}` (merge patch) with every field of the form; the schedule is replaced whole. */
export const updatePlace = (id: number, values: PlaceFormValues): Promise<Place> =>
  apiPatch<Place>(`places/${id}`, toPlacePayload(values));

/** Resolves to the saved place, or undefined (violations are shown at their fields). */
export function useUpdatePlace(id: number) {
  return useCallback(
    (values: PlaceFormValues, helpers: FormikHelpers<PlaceFormValues>) =>
      request(() => updatePlace(id, values), {
        validation: { schema: updatePlaceInputSchema, data: toPlacePayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.place-updated',
      }),
    [id],
  );
}
