import type { Mode, SeriesEnd, SeriesRepeat, Weekday } from '@enlace/shared/domain';
import {
  emptyInterventionFormValues,
  toInterventionPayload,
  type InterventionFormValues,
} from './intervention-form-values';

/**
 * What the series form edits: a session's fields (its `date` is the series' first day) and the days. `ticked`:
 * the days of the checked series kept (the others are left out).
 */
export type SessionSeriesFormValues = InterventionFormValues & {
  repeat: SeriesRepeat;
  weekdays: Weekday[];
  ends: SeriesEnd;
  dateEnd: string;
  occurrences: number | string;
  ticked: string[];
};

/** A new series: weekly from the activity's first day up to its last, with the single session's defaults. */
export const emptySessionSeriesFormValues = (
  dateStart: string,
  dateEnd: string,
  format: Mode | '',
): SessionSeriesFormValues => ({
  ...emptyInterventionFormValues(dateStart, format),
  repeat: 'weekly',
  weekdays: [],
  ends: 'on-date',
  dateEnd,
  occurrences: 4,
  ticked: [],
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The API payload (without the activity); `skip`: the days to leave out. */
export const toSessionSeriesPayload = (
  values: SessionSeriesFormValues,
  skip: string[] = [],
): Record<string, unknown> => {
  const { date, ...session } = toInterventionPayload(values);
  return {
    ...session,
    repeat: values.repeat,
    weekdays: values.repeat === 'weekdays' ? values.weekdays : null,
    dateStart: date,
    ends: values.ends,
    dateEnd: values.ends === 'on-date' ? orNull(values.dateEnd) : null,
    occurrences:
      values.ends === 'after-count'
        ? typeof values.occurrences === 'number'
          ? values.occurrences
          : orNull(values.occurrences)
        : null,
    skip,
  };
};

/** The form's field of a violation of the series (its first day is the form's `date`). */
export const seriesFieldOf = (propertyPath: string): string =>
  propertyPath === 'dateStart' ? 'date' : propertyPath;
