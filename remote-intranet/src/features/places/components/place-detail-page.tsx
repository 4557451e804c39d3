import type { Place } from '@enlace/shared/domain';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { RecordChangedAlert, RecordPage, useRecordForm } from '../../../components/record-page';
import { useCan } from '../../../hooks/use-can';
import { PLACES_PATH } from '../../../config/paths';
import { usePlace } from '../api/get-place';
import { useUpdatePlace } from '../api/update-place';
import { toPlaceFormValues } from '../utils/place-form-values';
import { PlaceActions } from './place-actions';
import { PlaceForm } from './place-form';

const PLACES: RecordListKey = { titleKey: 'places.title', path: PLACES_PATH };

/** /intranet/place/{id}: every field of the place, its weekly schedule included, to read and edit. */
export function PlaceDetailPage() {
  return <RecordRoute useRecord={usePlace} list={PLACES} page={PlaceDetail} />;
}

function PlaceDetail({ record: place, frame }: RecordPageProps<Place>) {
  const canUpdate = useCan('place:update');
  const form = useRecordForm(frame, toPlaceFormValues, useUpdatePlace(place.id, frame.guard));
  return (
    <RecordPage frame={frame} title={place.name} actions={<PlaceActions place={place} />}>
      <RecordChangedAlert frame={frame} />
      <PlaceForm {...form} readOnly={!canUpdate} />
    </RecordPage>
  );
}
