import { useTranslation } from 'react-i18next';
import { AreaSectionsRow } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';
import { useVolunteerSections } from './use-volunteer-sections';

/** The area's three sections on wide screens (phones: the menu). */
export function VolunteerNavigation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return <AreaSectionsRow label={t('nav.label')} links={useVolunteerSections()} />;
}
