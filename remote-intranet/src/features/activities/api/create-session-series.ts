import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { type ApiError, apiPost, request } from '@enlace/shared/api';
import type { InterventionSeries } from '@enlace/shared/contracts';
import { type SeriesPreview, sessionSeriesSchema } from '@enlace/shared/domain';
import {
  seriesFieldOf,
  toSessionSeriesPayload,
  type SessionSeriesFormValues,
} from '../utils/session-series-form-values';

export const createSessionSeriesInputSchema = sessionSeriesSchema;

/** `POST /api/intervention_series/preview`: each day checked, nothing saved. */
export const previewSessionSeries = (activityIri: string, payload: Record<string, unknown>) =>
  apiPost<SeriesPreview>('intervention_series/preview', { activity: activityIri, ...payload });

/** `POST /api/intervention_series`: every session of the series, or none. */
export const createSessionSeries = (activityIri: string, payload: Record<string, unknown>) =>
  apiPost<InterventionSeries>('intervention_series', { activity: activityIri, ...payload });

/** A refusal of some days of the series (someone booked a place meanwhile): the screen checks them again. */
export const isSeriesDaysError = (error: ApiError) =>
  error.violations.some((violation) => violation.propertyPath.startsWith('sessions['));

const fieldErrorsSetter =
  (helpers: FormikHelpers<SessionSeriesFormValues>) => (errors: Record<string, string>) =>
    helpers.setErrors(
      Object.fromEntries(Object.entries(errors).map(([path, message]) => [seriesFieldOf(path), message])),
    );

/**
 * The two steps of a series: `preview` checks the days (the form's errors at its fields), `create` saves the
 * days kept; it resolves to undefined when refused, and `onDaysRefused` runs when some day was refused.
 */
export function useSessionSeries(activityIri: string, onDaysRefused: () => void) {
  const preview = useCallback(
    (values: SessionSeriesFormValues, helpers: FormikHelpers<SessionSeriesFormValues>) => {
      const payload = toSessionSeriesPayload(values);
      return request(() => previewSessionSeries(activityIri, payload), {
        validation: { schema: createSessionSeriesInputSchema, data: payload },
        setFieldErrors: fieldErrorsSetter(helpers),
      });
    },
    [activityIri],
  );
  const create = useCallback(
    (values: SessionSeriesFormValues, skip: string[], helpers: FormikHelpers<SessionSeriesFormValues>) =>
      request(() => createSessionSeries(activityIri, toSessionSeriesPayload(values, skip)), {
        setFieldErrors: fieldErrorsSetter(helpers),
        successMessage: 'api.success.series-created',
        showsError: isSeriesDaysError,
        onError: (error) => {
          if (isSeriesDaysError(error)) onDaysRefused();
        },
      }),
    [activityIri, onDaysRefused],
  );
  return { preview, create };
}
