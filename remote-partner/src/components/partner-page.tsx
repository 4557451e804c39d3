import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLayout, useAreaDescription } from '@enlace/shared/ui';
import '../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { PARTNER_PATHS } from '../config/paths';
import { PartnerNavigation } from './partner-navigation';
import { usePartnerSections } from './use-partner-sections';

export type PartnerPageProps = {
  /** The page's heading and document title. */
  title: string;
  children?: ReactNode;
};

/** Every screen of the partner area: the header with the section links and the account link, then the page. */
export function PartnerPage({ title, children }: PartnerPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const description = useAreaDescription(I18N_NAMESPACE);
  const sections = usePartnerSections();
  return (
    <AreaLayout
      title={title}
      description={description}
      navigation={<PartnerNavigation />}
      menu={{ label: t('nav.label'), links: sections }}
      profileHref={PARTNER_PATHS.myAccount}
    >
      {children}
    </AreaLayout>
  );
}
