import { useTranslation } from 'react-i18next';
import type { AreaNavLink } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';
import { PARTNER_PATHS } from '../config/paths';

const SECTIONS = [
  { to: PARTNER_PATHS.home, label: 'nav.home', end: true },
  { to: PARTNER_PATHS.myAccount, label: 'nav.myAccount', end: false },
] as const;

/** The area's sections in menu order, with their translated names. */
export function usePartnerSections(): AreaNavLink[] {
  const { t } = useTranslation(I18N_NAMESPACE);
  return SECTIONS.map(({ to, label, end }) => ({ to, label: t(label), end }));
}
