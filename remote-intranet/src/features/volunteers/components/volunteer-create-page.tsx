import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useCreateVolunteer } from '../api/create-volunteer';
import { emptyVolunteerFormValues } from '../utils/volunteer-form-values';
import { VOLUNTEERS_PATH, volunteerPath } from '../../../config/paths';
import { VolunteerForm } from './volunteer-form';

/** /intranet/volunteer/create: registers a volunteer, who gets the activation email. */
export function VolunteerCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [limitReached, setLimitReached] = useState(false);
  const onError = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'volunteer-exceeds-limit'),
    [],
  );
  const create = useCreateVolunteer(onError);
  const initialValues = useMemo(emptyVolunteerFormValues, []);

  return (
    <IntranetPage
      title={t('volunteer.createTitle')}
      breadcrumbs={[
        { label: t('volunteers.title'), to: VOLUNTEERS_PATH },
        { label: t('volunteer.createTitle') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        {t('volunteer.createIntro')}
      </Text>
      <VolunteerForm
        initialValues={initialValues}
        submitLabel={t('volunteer.create')}
        formError={limitReached ? t('volunteer.limitReached') : undefined}
        onSubmit={async (values, helpers) => {
          const created = await create(values, helpers);
          if (created) navigate(volunteerPath(created.id));
        }}
      />
    </IntranetPage>
  );
}
