import type { ReactNode } from 'react';
import { AreaLayout, useAreaDescription } from '@enlace/shared/ui';
import '../i18n/page-meta-translations';
import { I18N_NAMESPACE } from '../i18n/translations';
import { VOLUNTEER_PATHS } from '../volunteer-paths';
import { VolunteerNavigation } from './volunteer-navigation';

export type VolunteerPageProps = {
  /** The page's heading and document title. */
  title: string;
  /** Above the title: a back link. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
};

/** Every screen of the volunteer area: the header with the section links and the profile link, then the page. */
export function VolunteerPage({ title, breadcrumbs, children }: VolunteerPageProps) {
  const description = useAreaDescription(I18N_NAMESPACE);
  return (
    <AreaLayout
      title={title}
      description={description}
      navigation={<VolunteerNavigation />}
      breadcrumbs={breadcrumbs}
      profileHref={VOLUNTEER_PATHS.myProfile}
    >
      {children}
    </AreaLayout>
  );
}
