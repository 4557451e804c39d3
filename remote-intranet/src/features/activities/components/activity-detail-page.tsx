import { HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isActivityEditable, isResourceId } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useActivity } from '../api/get-activity';
import { useUpdateActivity } from '../api/update-activity';
import { ACTIVITIES_PATH } from '../../../config/paths';
import { toActivityFormValues } from '../utils/activity-form-values';
import { ActivityActions } from './activity-actions';
import { ActivityDates } from './activity-dates';
import { ActivityForm } from './activity-form';
import { ActivityInterventions } from './activity-interventions';
import { ActivityStatusBadge } from './activity-status-badge';

/** /intranet/activity/{id}: status and its moves, the activity's fields, and its interventions. */
export function ActivityDetailPage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <ActivityDetailContent key={id} id={id} />;
}

function ActivityDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const activity = useActivity(id);
  const canUpdate = useCan('activity:update');
  const data = activity.state === 'ready' ? activity.data : undefined;
  const changed = useResourceChanged(activity.reload);
  const update = useUpdateActivity(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const { replace, reload } = activity;
  const initialValues = useMemo(() => (data ? toActivityFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's activity: the area's 404, the same for all three.
  if (activity.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('activities.title'), to: ACTIVITIES_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('activities.title')} breadcrumbs={[listCrumb]}>
        {activity.state === 'error' ? <ErrorState onRetry={activity.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  const editable = isActivityEditable(data.status);
  return (
    <IntranetPage
      title={data.name}
      breadcrumbs={[listCrumb, { label: data.name }]}
      actions={<ActivityActions activity={data} onSaved={replace} />}
    >
      {editable ? null : <PageAlert status="info">{t('activity.notEditable')}</PageAlert>}
      <HStack gap="3" wrap="wrap" mb="6" data-testid="activity-summary">
        <ActivityStatusBadge status={data.status} />
        <Text color="fg.muted">
          <ActivityDates dateStart={data.dateStart} dateEnd={data.dateEnd} />
        </Text>
        {data.duplicatedFrom ? <Text color="fg.muted">{t('activity.duplicatedFrom')}</Text> : null}
      </HStack>
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <ActivityForm
        initialValues={initialValues}
        readOnly={!canUpdate || !editable}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) replace(saved);
        }}
      />
      <ActivityInterventions activity={data} onChanged={reload} />
    </IntranetPage>
  );
}
