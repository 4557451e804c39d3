import { Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useCreateActivity } from '../api/create-activity';
import { ACTIVITIES_PATH, activityPath } from '../../../config/paths';
import { emptyActivityFormValues } from '../utils/activity-form-values';
import { ActivityForm } from './activity-form';

/** /intranet/activity/create: a new activity, saved as a draft. */
export function ActivityCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [limitReached, setLimitReached] = useState(false);
  const onError = useCallback(
    (error: ApiError) => setLimitReached(error.code === 'activity-exceeds-limit'),
    [],
  );
  const create = useCreateActivity(onError);
  const initialValues = useMemo(emptyActivityFormValues, []);

  return (
    <IntranetPage
      title={t('activity.createTitle')}
      breadcrumbs={[
        { label: t('activities.title'), to: ACTIVITIES_PATH },
        { label: t('activity.createTitle') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        {t('activity.createIntro')}
      </Text>
      <ActivityForm
        initialValues={initialValues}
        submitLabel={t('activity.create')}
        formError={limitReached ? t('activity.limitReached') : undefined}
        onSubmit={async (values, helpers) => {
          setLimitReached(false);
          const created = await create(values, helpers);
          if (created) navigate(activityPath(created.id));
        }}
      />
    </IntranetPage>
  );
}
