import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type Activity, type ActivityStatus, isActivityDeletable } from '@enlace/shared/domain';
import { ConfirmDialog } from '@enlace/shared/ui';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useDeleteActivity } from '../api/delete-activity';
import { useSetActivityStatus } from '../api/set-activity-status';
import { ACTIVITIES_PATH, activityDuplicatePath } from '../../../config/paths';

export type ActivityActionsProps = {
  activity: Activity;
  /** The saved activity after a move of its status. */
  onSaved: (activity: Activity) => void;
};

/**
 * One button per move the lifecycle allows now (the API's `allowedTransitions`), each after a confirmation; and
 * duplicate and delete (a draft or cancelled activity only).
 */
export function ActivityActions({ activity, onSaved }: ActivityActionsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const canUpdate = useCan('activity:update');
  const canCreate = useCan('activity:create');
  const canDelete = useCan('activity:delete');
  const setStatus = useSetActivityStatus();
  const remove = useDeleteActivity();
  const [moving, setMoving] = useState<ActivityStatus | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const deletable = isActivityDeletable(activity.status);
  const statusName = (status: ActivityStatus) => t(`enums.activityStatus.${status}`, { ns: 'domain' });

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap" width={{ base: 'full', sm: 'auto' }}>
      {canUpdate
        ? activity.allowedTransitions.map((status) => (
            <Button
              key={status}
              variant={status === 'active' ? 'solid' : 'outline'}
              colorPalette={status === 'cancelled' ? 'red' : 'brand'}
              onClick={() => setMoving(status)}
            >
              {t(`activity.move.${status}`)}
            </Button>
          ))
        : null}
      {canCreate ? (
        <Button asChild variant="outline">
          <RouterLink to={activityDuplicatePath(activity.id)}>{t('activity.duplicate')}</RouterLink>
        </Button>
      ) : null}
      {canDelete && deletable ? (
        <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          {t('activity.delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={moving !== null}
        title={
          moving ? t('activity.moveTitle', { name: activity.name, status: statusName(moving) }) : undefined
        }
        description={moving ? t(`activity.moveText.${moving}`) : undefined}
        confirmLabel={moving ? t(`activity.move.${moving}`) : undefined}
        destructive={moving === 'cancelled'}
        loading={busy}
        onCancel={() => setMoving(null)}
        onConfirm={async () => {
          if (!moving) return;
          setBusy(true);
          const saved = await setStatus(activity.id, moving);
          setBusy(false);
          setMoving(null);
          if (saved) onSaved(saved);
        }}
      />
      <ConfirmDialog
        open={deleting}
        destructive
        title={t('activity.deleteTitle', { name: activity.name })}
        description={t('activity.deleteText')}
        confirmLabel={t('activity.delete')}
        loading={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          setBusy(true);
          const deleted = await remove(activity.id);
          setBusy(false);
          setDeleting(false);
          if (deleted) navigate(ACTIVITIES_PATH);
        }}
      />
    </Stack>
  );
}
