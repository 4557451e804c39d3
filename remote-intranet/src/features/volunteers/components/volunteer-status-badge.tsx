import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VolunteerStatus } from '@enlace/shared/domain';

const statusPalette: Record<VolunteerStatus, string> = {
  pending: 'orange',
  validated: 'green',
  inactive: 'gray',
};

export type VolunteerStatusBadgeProps = { status: VolunteerStatus };

export function VolunteerStatusBadge({ status }: VolunteerStatusBadgeProps) {
  const { t } = useTranslation('domain');
  return <Badge colorPalette={statusPalette[status]}>{t(`enums.volunteerStatus.${status}`)}</Badge>;
}
