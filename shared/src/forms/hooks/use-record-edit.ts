import { useCallback, useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { etagOf, type GuardedEdit } from '@enlace/shared/api';
import { useResourceChanged } from './use-resource-changed';

/** A record as read for its form (`useResource`): the data once read, a new read, and a save's answer in its place. */
export type EditedRecord<T> = { data?: T; reload: () => void; replace: (data: T) => void };

/** A form's save: the record as the API answered it, or undefined when the save was refused (the form says why). */
export type RecordSave<T, V> = (values: V, helpers: FormikHelpers<V>) => Promise<T | undefined>;

export type RecordEdit<T> = {
  /** For the save: the ETag of the record read (If-Match), and what to do when someone else changed it meanwhile. */
  guard: GuardedEdit;
  /** Whether a save was refused because the record changed (ResourceChangedAlert), and its reload. */
  changed: ReturnType<typeof useResourceChanged>;
  /** The form's submit: `save`, then the API's answer in place of the record read. */
  submitWith: <V>(save: RecordSave<T, V>) => (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** Reads the record again. */
  reload: () => void;
  /** Another answer of the API (an action, a change of status) in place of the record read. */
  replace: (data: T) => void;
};

/**
 * The set-up of a form that edits a record read from the API: its saves carry the ETag read, a save refused because
 * someone else changed the record shows the alert with a reload, and a saved record replaces the one read.
 */
export function useRecordEdit<T>({ data, reload, replace }: EditedRecord<T>): RecordEdit<T> {
  const changed = useResourceChanged(reload);
  const { onResourceChanged } = changed;
  const ifMatch = etagOf(data);
  const guard = useMemo(() => ({ ifMatch, onResourceChanged }), [ifMatch, onResourceChanged]);
  const submitWith = useCallback(
    <V>(save: RecordSave<T, V>) =>
      async (values: V, helpers: FormikHelpers<V>) => {
        const saved = await save(values, helpers);
        if (saved) replace(saved);
      },
    [replace],
  );
  return { guard, changed, submitWith, reload, replace };
}
