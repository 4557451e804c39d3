import { useTranslation } from 'react-i18next';
import { hasPermission } from '@enlace/shared/domain';
import { useCurrentUser } from '@enlace/shared/session';
import type { AreaNavLink } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';
import { INTRANET_SECTIONS } from './intranet-sections';

/** The intranet's sections the staff member may open, in menu order, with their translated names. */
export function useIntranetSections(): AreaNavLink[] {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { user } = useCurrentUser();
  return INTRANET_SECTIONS.filter(
    (section) => !section.permission || (user !== null && hasPermission(user, section.permission)),
  ).map(({ to, label, end }) => ({ to, label: t(label), end }));
}
