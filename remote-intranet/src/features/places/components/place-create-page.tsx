import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PLACES_PATH, placePath } from '../../../config/paths';
import { useCreatePlace } from '../api/create-place';
import { emptyPlaceFormValues } from '../utils/place-form-values';
import { PlaceForm } from './place-form';

/** /intranet/place/create: registers a place with its weekly schedule. */
export function PlaceCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreatePlace();
  const canCreate = useCan('place:create');
  const initialValues = useMemo(emptyPlaceFormValues, []);

  return (
    <IntranetPage
      title={t('place.createTitle')}
      breadcrumbs={[{ label: t('places.title'), to: PLACES_PATH }, { label: t('place.createTitle') }]}
    >
      {canCreate ? (
        <>
          <Text color="fg.muted" mb="6">
            {t('place.createIntro')}
          </Text>
          <PlaceForm
            initialValues={initialValues}
            submitLabel={t('place.create')}
            onSubmit={async (values, helpers) => {
              const created = await create(values, helpers);
              if (created) navigate(placePath(created.id));
            }}
          />
        </>
      ) : (
        // The API would answer 403, on which the shared client signs out: explain instead of offering the form.
        <PageAlert status="info" title={t('place.cannotCreateTitle')}>
          {t('place.cannotCreateText')}
        </PageAlert>
      )}
    </IntranetPage>
  );
}
