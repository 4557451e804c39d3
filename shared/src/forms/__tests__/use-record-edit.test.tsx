import { act, renderHook } from '@testing-library/react';
import type { FormikHelpers } from 'formik';
import { rememberEntityTag } from '../../api/entity-tags';
import { useRecordEdit, type EditedRecord } from '../hooks/use-record-edit';

type Place = { id: number; name: string };

const read = (data: Place | undefined): EditedRecord<Place> => ({
  data,
  reload: jest.fn(),
  replace: jest.fn(),
});

const tagged = (place: Place, tag: string) => {
  rememberEntityTag(place, new Response(null, { headers: { etag: tag } }));
  return place;
};

type Values = { name: string };
const helpers = {} as FormikHelpers<Values>;

describe('useRecordEdit', () => {
  it('sends the ETag of the record read, none before it is read', () => {
    const place = tagged({ id: 1, name: 'Centro' }, '"v1"');
    const { result, rerender } = renderHook(({ record }) => useRecordEdit(record), {
      initialProps: { record: read(undefined) },
    });
    expect(result.current.guard.ifMatch).toBeUndefined();
    rerender({ record: read(place) });
    expect(result.current.guard.ifMatch).toBe('"v1"');
  });

  it('puts the saved record in place of the one read, and leaves it when the save was refused', async () => {
    const record = read({ id: 1, name: 'Centro' });
    const saved = { id: 1, name: 'Centro cívico' };
    const { result } = renderHook(() => useRecordEdit(record));
    await act(() =>
      result.current.submitWith(async (_values: Values) => saved)({ name: 'Centro cívico' }, helpers),
    );
    expect(record.replace).toHaveBeenCalledWith(saved);
    await act(() =>
      result.current.submitWith(async (_values: Values) => undefined)({ name: 'Otro' }, helpers),
    );
    expect(record.replace).toHaveBeenCalledTimes(1);
  });

  it('shows that the record changed when a save was refused for it, until it is read again', () => {
    const record = read({ id: 1, name: 'Centro' });
    const { result } = renderHook(() => useRecordEdit(record));
    expect(result.current.changed.changed).toBe(false);
    act(() => result.current.guard.onResourceChanged?.());
    expect(result.current.changed.changed).toBe(true);
    act(() => result.current.changed.reloadRecord());
    expect(result.current.changed.changed).toBe(false);
    expect(record.reload).toHaveBeenCalledTimes(1);
  });
});
