import { useTranslation } from 'react-i18next';
import { AreaNotFoundPage as SharedAreaNotFoundPage } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** An unknown path of this area. */
export function AreaNotFoundPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return <SharedAreaNotFoundPage areaTitle={t('title')} />;
}
