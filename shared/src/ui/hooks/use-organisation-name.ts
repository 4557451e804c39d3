import { useTranslation } from 'react-i18next';
import { useTenantStore } from '@enlace/shared/session';

/** The tenant's name (its `company_name`), or the product's while the configuration has none. */
export const useOrganisationName = (): string => {
  const { t } = useTranslation('common');
  return useTenantStore((state) => state.config?.company_name) || t('app.name');
};
