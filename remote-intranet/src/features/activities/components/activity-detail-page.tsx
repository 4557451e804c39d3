import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isActivityEditable, type Activity } from '@enlace/shared/domain';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { RecordChangedAlert, RecordPage, useRecordForm } from '../../../components/record-page';
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

const ACTIVITIES: RecordListKey = { titleKey: 'activities.title', path: ACTIVITIES_PATH };

/** /intranet/activity/{id}: status and its moves, the activity's fields, and its interventions. */
export function ActivityDetailPage() {
  return <RecordRoute useRecord={useActivity} list={ACTIVITIES} page={ActivityDetail} />;
}

function ActivityDetail({ record: data, frame }: RecordPageProps<Activity>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('activity:update');
  const form = useRecordForm(frame, toActivityFormValues, useUpdateActivity(data.id, frame.guard));
  const editable = isActivityEditable(data.status);
  return (
    <RecordPage
      frame={frame}
      title={data.name}
      actions={<ActivityActions activity={data} onSaved={frame.replace} />}
    >
      {editable ? null : <PageAlert status="info">{t('activity.notEditable')}</PageAlert>}
      <HStack gap="3" wrap="wrap" mb="6" data-testid="activity-summary">
        <ActivityStatusBadge status={data.status} />
        <Text color="fg.muted">
          <ActivityDates dateStart={data.dateStart} dateEnd={data.dateEnd} />
        </Text>
        {data.duplicatedFrom ? <Text color="fg.muted">{t('activity.duplicatedFrom')}</Text> : null}
      </HStack>
      <RecordChangedAlert frame={frame} />
      <ActivityForm {...form} readOnly={!canUpdate || !editable} />
      <ActivityInterventions activity={data} onChanged={frame.reload} />
    </RecordPage>
  );
}
