import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgeGroup } from '@enlace/shared/domain';

const palette: Record<AgeGroup, string> = { adult: 'gray', minor: 'purple' };

export type AgeGroupBadgeProps = { ageGroup: AgeGroup };

export function AgeGroupBadge({ ageGroup }: AgeGroupBadgeProps) {
  const { t } = useTranslation('domain');
  return <Badge colorPalette={palette[ageGroup]}>{t(`enums.ageGroup.${ageGroup}`)}</Badge>;
}
