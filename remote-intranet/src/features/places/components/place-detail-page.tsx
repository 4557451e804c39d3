import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Place } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PLACES_PATH } from '../../../config/paths';
import { usePlace } from '../api/get-place';
import { useUpdatePlace } from '../api/update-place';
import { toPlaceFormValues } from '../utils/place-form-values';
import { PlaceActions } from './place-actions';
import { PlaceForm } from './place-form';

const VALID_ID = /^[1-9][0-9]{0,9}$/;

/** /intranet/place/{id}: every field of the place, its weekly schedule included, to read and edit. */
export function PlaceDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <AreaNotFoundPage />;
  return <PlaceDetailContent key={id} id={id} />;
}

function PlaceDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const place = usePlace(id);
  const canUpdate = useCan('place:update');
  const data = place.state === 'ready' ? place.data : undefined;
  const changed = useResourceChanged(place.reload);
  const update = useUpdatePlace(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => (data ? toPlaceFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's place: the area's 404, the same for all three.
  if (place.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('places.title'), to: PLACES_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('places.title')} breadcrumbs={[listCrumb]}>
        {place.state === 'error' ? <ErrorState onRetry={place.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  return (
    <IntranetPage
      title={data.name}
      breadcrumbs={[listCrumb, { label: data.name }]}
      actions={<PlaceActions place={data} />}
    >
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <PlaceForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved: Place | undefined = await update(values, helpers);
          if (saved) place.replace(saved);
        }}
      />
    </IntranetPage>
  );
}
