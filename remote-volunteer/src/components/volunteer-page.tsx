import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLayout, useAreaDescription } from '@enlace/shared/ui';
import '../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { VOLUNTEER_PATHS } from '../config/paths';
import { VolunteerNavigation } from './volunteer-navigation';
import { useVolunteerSections } from './use-volunteer-sections';

export type VolunteerPageProps = {
  /** The page's heading and document title. */
  title: string;
  /** Above the title: a back link. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
};

/** Every screen of the volunteer area: the header with the section links and the profile link, then the page. */
export function VolunteerPage({ title, breadcrumbs, children }: VolunteerPageProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const description = useAreaDescription(I18N_NAMESPACE);
  const sections = useVolunteerSections();
  return (
    <AreaLayout
      title={title}
      description={description}
      navigation={<VolunteerNavigation />}
      menu={{ label: t('nav.label'), links: sections }}
      breadcrumbs={breadcrumbs}
      profileHref={VOLUNTEER_PATHS.myProfile}
    >
      {children}
    </AreaLayout>
  );
}
