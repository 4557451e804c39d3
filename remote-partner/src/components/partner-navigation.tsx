import { useTranslation } from 'react-i18next';
import { AreaSectionsRow } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../i18n/translations';
import { usePartnerSections } from './use-partner-sections';

/** The area's two sections on wide screens (phones: the menu). */
export function PartnerNavigation() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return <AreaSectionsRow label={t('nav.label')} links={usePartnerSections()} maxW="md" />;
}
