import { useTranslation } from 'react-i18next';
import type { AreaNavLink } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';
import { VOLUNTEER_PATHS } from '../config/paths';

const SECTIONS = [
  { to: VOLUNTEER_PATHS.home, label: 'nav.home', end: true },
  { to: VOLUNTEER_PATHS.myActivities, label: 'nav.myActivities', end: false },
  { to: VOLUNTEER_PATHS.calendar, label: 'nav.calendar', end: false },
  { to: VOLUNTEER_PATHS.myProfile, label: 'nav.myProfile', end: false },
] as const;

/** The area's sections in menu order, with their translated names. */
export function useVolunteerSections(): AreaNavLink[] {
  const { t } = useTranslation(I18N_NAMESPACE);
  return SECTIONS.map(({ to, label, end }) => ({ to, label: t(label), end }));
}
