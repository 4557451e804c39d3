import { AreaNotFoundPage as SharedAreaNotFoundPage } from '@enlace/shared/ui';
import '../../../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** An unknown path of this area. */
export function AreaNotFoundPage() {
  return <SharedAreaNotFoundPage namespace={I18N_NAMESPACE} />;
}
