import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLayout, useAreaDescription } from '@enlace/shared/ui';
import '../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { IntranetNavigation } from './intranet-navigation';
import { PageBreadcrumbs, type Breadcrumb } from './page-breadcrumbs';
import { useIntranetSections } from './use-intranet-sections';

/** The staff member's own profile page, linked from the header. */
export const MY_PROFILE_PATH = '/intranet/my-profile';

export type IntranetPageProps = {
  /** The page's heading and document title. */
  title: string;
  /** Where the page sits, the page itself last (its links lead back up). */
  breadcrumbs?: Breadcrumb[];
  /** The page's main buttons (create, export, delete…), beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** Every intranet screen: the area's header with the section links and the profile link, then the page. */
export function IntranetPage({ title, breadcrumbs, actions, children }: IntranetPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const description = useAreaDescription(I18N_NAMESPACE);
  const sections = useIntranetSections();
  return (
    <AreaLayout
      title={title}
      description={description}
      navigation={<IntranetNavigation />}
      menu={{ label: t('nav.label'), links: sections }}
      breadcrumbs={breadcrumbs ? <PageBreadcrumbs items={breadcrumbs} /> : undefined}
      actions={actions}
      profileHref={MY_PROFILE_PATH}
    >
      {children}
    </AreaLayout>
  );
}
