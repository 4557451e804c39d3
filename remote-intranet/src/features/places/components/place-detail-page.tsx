import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { DetailPageFrame, RecordRoute } from '../../../components/detail-page-frame';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PLACES_PATH } from '../../../config/paths';
import { usePlace } from '../api/get-place';
import { useUpdatePlace } from '../api/update-place';
import { toPlaceFormValues } from '../utils/place-form-values';
import { PlaceActions } from './place-actions';
import { PlaceForm } from './place-form';

/** /intranet/place/{id}: every field of the place, its weekly schedule included, to read and edit. */
export function PlaceDetailPage() {
  return <RecordRoute page={PlaceDetailContent} />;
}

function PlaceDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const place = usePlace(id);
  return (
    <DetailPageFrame record={place} list={{ title: t('places.title'), path: PLACES_PATH }}>
      {(data) => <PlaceDetail place={data} onSaved={place.replace} onReload={place.reload} />}
    </DetailPageFrame>
  );
}

type PlaceDetailProps = {
  place: Place;
  /** The place as the API answered a save, in place of the one read. */
  onSaved: (place: Place) => void;
  /** Reads the place again (after someone else changed it). */
  onReload: () => void;
};

function PlaceDetail({ place, onSaved, onReload }: PlaceDetailProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('place:update');
  const changed = useResourceChanged(onReload);
  const update = useUpdatePlace(place.id, {
    ifMatch: etagOf(place),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => toPlaceFormValues(place), [place]);

  return (
    <IntranetPage
      title={place.name}
      breadcrumbs={[{ label: t('places.title'), to: PLACES_PATH }, { label: place.name }]}
      actions={<PlaceActions place={place} />}
    >
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <PlaceForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) onSaved(saved);
        }}
      />
    </IntranetPage>
  );
}
