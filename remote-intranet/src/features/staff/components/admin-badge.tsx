import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { StaffKind } from '../../../config/paths';

export type AdminBadgeProps = { kind: StaffKind; isAdmin: boolean };

/** The staff member's role: administrator (the role employee-admin) or the list's own role. */
export function AdminBadge({ kind, isAdmin }: AdminBadgeProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return isAdmin ? (
    <Badge colorPalette="purple">{t('staff.role.admin')}</Badge>
  ) : (
    <Badge variant="outline">{t(`staff.role.${kind}`)}</Badge>
  );
}
