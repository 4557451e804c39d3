import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { apiPatch, type GuardedEdit, request } from '@enlace/shared/api';
import { placeSchema } from '@enlace/shared/domain';
import type { Place } from '@enlace/shared/domain';
import { queryKeys } from '../../../api/query-keys';
import { useRefreshLists } from '../../../hooks/use-refresh-lists';
import { toPlacePayload, type PlaceFormValues } from '../utils/place-form-values';

export const updatePlaceInputSchema = placeSchema;

/** `PATCH /api/places/{id}` (merge patch) with every field of the form; the schedule is replaced whole. */
export const updatePlace = (id: number, values: PlaceFormValues, ifMatch?: string): Promise<Place> =>
  apiPatch<Place>(`places/${id}`, toPlacePayload(values), { ifMatch });

/**
 * Resolves to the saved place, or undefined (violations are shown at their fields). With `ifMatch` (the
 * loaded record's ETag) a save after someone else's change is refused, and `onResourceChanged` runs instead of a
 * toast.
 */
export function useUpdatePlace(id: number, { ifMatch, onResourceChanged }: GuardedEdit = {}) {
  const refreshLists = useRefreshLists();
  return useCallback(
    async (values: PlaceFormValues, helpers: FormikHelpers<PlaceFormValues>) => {
      const saved = await request(() => updatePlace(id, values, ifMatch), {
        validation: { schema: updatePlaceInputSchema, data: toPlacePayload(values) },
        setFieldErrors: helpers.setErrors,
        successMessage: 'api.success.place-updated',
        onResourceChanged,
      });
      if (saved) refreshLists(queryKeys.places);
      return saved;
    },
    [id, ifMatch, onResourceChanged, refreshLists],
  );
}
