import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '@enlace/shared/domain';

const palette: Record<ActivityStatus, string> = {
  draft: 'gray',
  active: 'green',
  ready: 'teal',
  in_progress: 'blue',
  complete: 'purple',
  finished: 'gray',
  cancelled: 'red',
};

export type ActivityStatusBadgeProps = { status: ActivityStatus };

/** The activity's status, with the spec's names ('active' reads 'Publicada'). */
export function ActivityStatusBadge({ status }: ActivityStatusBadgeProps) {
  const { t } = useTranslation('domain');
  return <Badge colorPalette={palette[status]}>{t(`enums.activityStatus.${status}`)}</Badge>;
}
