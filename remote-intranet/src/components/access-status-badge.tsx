import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccessStatus } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../i18n/translations';

export type AccessStatusBadgeProps = { status: AccessStatus };

/** Whether the person (contact person, staff member…) has activated their account or the invitation is pending. */
export function AccessStatusBadge({ status }: AccessStatusBadgeProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return <Badge colorPalette={status === 'access' ? 'green' : 'orange'}>{t(`accessStatus.${status}`)}</Badge>;
}
