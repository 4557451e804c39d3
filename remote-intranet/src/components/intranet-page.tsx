import type { ReactNode } from 'react';
import { AreaLayout } from '@enlace/shared/ui';
import { IntranetNavigation } from './intranet-navigation';
import { PageBreadcrumbs, type Breadcrumb } from './page-breadcrumbs';

/** The staff member's own profile page, linked from the header. */
export const MY_PROFILE_PATH = '/intranet/my-profile';

export type IntranetPageProps = {
  title: ReactNode;
  /** Where the page sits, the page itself last (its links lead back up). */
  breadcrumbs?: Breadcrumb[];
  /** The page's main buttons (create, export, delete…), beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** Every intranet screen: the area's header with the section links and the profile link, then the page. */
export function IntranetPage({ title, breadcrumbs, actions, children }: IntranetPageProps) {
  return (
    <AreaLayout
      title={title}
      navigation={<IntranetNavigation />}
      breadcrumbs={breadcrumbs ? <PageBreadcrumbs items={breadcrumbs} /> : undefined}
      actions={actions}
      profileHref={MY_PROFILE_PATH}
    >
      {children}
    </AreaLayout>
  );
}
