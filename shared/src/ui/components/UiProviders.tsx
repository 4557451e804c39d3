import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toasterWanted } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import { createTenantSystem } from '../theme/create-tenant-system';
import { LoadingIndicator } from './LoadingIndicator';

// notistack comes with the first toast (see show-toast.ts).
const Toaster = lazy(() => import('./Toaster'));

export type UiProvidersProps = {
  primaryColor: string | null | undefined;
  /** The shell renders the one indicator; a remote inside the shell can leave it out. */
  withLoadingIndicator?: boolean;
  children?: ReactNode;
};

/** Chakra system from the tenant colour, the shared i18next instance and the toasts of spec §9. */
export function UiProviders({ primaryColor, withLoadingIndicator = true, children }: UiProvidersProps) {
  const system = useMemo(() => createTenantSystem(primaryColor), [primaryColor]);
  const toastsWanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        {withLoadingIndicator ? <LoadingIndicator /> : null}
        {toastsWanted ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </I18nextProvider>
    </ChakraProvider>
  );
}
