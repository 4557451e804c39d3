import { useTranslation } from 'react-i18next';
import { AreaNotFoundPage as SharedAreaNotFoundPage, useOrganisationName } from '@enlace/shared/ui';
import '../../../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** An unknown path of this area. */
export function AreaNotFoundPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const organisation = useOrganisationName();
  return (
    <SharedAreaNotFoundPage
      areaTitle={t('title')}
      areaDescription={t('meta.description', { organisation })}
    />
  );
}
