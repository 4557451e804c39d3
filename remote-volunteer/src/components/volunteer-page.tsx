import type { ReactNode } from 'react';
import { AreaLayout } from '@enlace/shared/ui';
import { VOLUNTEER_PATHS } from '../volunteer-paths';
import { VolunteerNavigation } from './volunteer-navigation';

export type VolunteerPageProps = {
  title: ReactNode;
  /** Above the title: a back link. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
};

/** Every screen of the volunteer area: the header with the section links and the profile link, then the page. */
export function VolunteerPage({ title, breadcrumbs, children }: VolunteerPageProps) {
  return (
    <AreaLayout
      title={title}
      navigation={<VolunteerNavigation />}
      breadcrumbs={breadcrumbs}
      profileHref={VOLUNTEER_PATHS.myProfile}
    >
      {children}
    </AreaLayout>
  );
}
