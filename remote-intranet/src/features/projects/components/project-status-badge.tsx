import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@enlace/shared/domain';

const palette: Record<ProjectStatus, string> = { active: 'green', closed: 'gray' };

export type ProjectStatusBadgeProps = { status: ProjectStatus };

/** Active or closed; only active projects count towards the plan's cap. */
export function ProjectStatusBadge({ status }: ProjectStatusBadgeProps) {
  const { t } = useTranslation('domain');
  return <Badge colorPalette={palette[status]}>{t(`enums.projectStatus.${status}`)}</Badge>;
}
