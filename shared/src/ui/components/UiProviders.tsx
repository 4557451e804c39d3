import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toasterWanted } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import { createTenantSystem } from '../theme/create-tenant-system';
import { LoadingIndicator } from './LoadingIndicator';

// notistack comes with the first toast (see show-toast.ts). Providers mounted after it has loaded render the
// toaster straight away; the choice is made once per mount, so the toaster is never remounted (and no toast lost).
let LoadedToaster: ComponentType | null = null;
const loadToaster = () =>
  import('./Toaster').then((module) => {
    LoadedToaster = module.default;
    return module;
  });
const LazyToaster = lazy(loadToaster);

/** Loads the toaster ahead of the first toast (component tests, so that a first toast is not slower). */
export const preloadToaster = async (): Promise<void> => {
  await loadToaster();
};

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
  const [ReadyToaster] = useState(() => LoadedToaster);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        {withLoadingIndicator ? <LoadingIndicator /> : null}
        {ReadyToaster ? (
          <ReadyToaster />
        ) : toastsWanted ? (
          <Suspense fallback={null}>
            <LazyToaster />
          </Suspense>
        ) : null}
      </I18nextProvider>
    </ChakraProvider>
  );
}
