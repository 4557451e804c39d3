import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgreementStatus } from '@enlace/shared/domain';

const palette: Record<AgreementStatus, string> = { agreement_active: 'green', agreement_expired: 'red' };

export type AgreementStatusBadgeProps = { status: AgreementStatus };

/** The agreement status shown (expired once its date has passed, as the API computes it). */
export function AgreementStatusBadge({ status }: AgreementStatusBadgeProps) {
  const { t } = useTranslation('domain');
  return <Badge colorPalette={palette[status]}>{t(`enums.agreementStatus.${status}`)}</Badge>;
}
