import { useTranslation } from 'react-i18next';
import { useOrganisationName } from '@enlace/shared/ui/core';

/**
 * A signed-in area's meta description: the `meta.description` of the area's namespace, naming the organisation
 * (every page of an area shares it, since none of them is indexed).
 */
export const useAreaDescription = (namespace: string): string => {
  const { t } = useTranslation(namespace);
  const organisation = useOrganisationName();
  return t('meta.description', { organisation });
};
