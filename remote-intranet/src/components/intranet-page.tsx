import type { ReactNode } from 'react';
import { AreaLayout } from '@enlace/shared/ui';
import { IntranetNavigation } from './intranet-navigation';

export type IntranetPageProps = { title: ReactNode; children?: ReactNode };

/** Every intranet screen: the area's header with the section links. */
export function IntranetPage({ title, children }: IntranetPageProps) {
  return (
    <AreaLayout title={title} navigation={<IntranetNavigation />}>
      {children}
    </AreaLayout>
  );
}
