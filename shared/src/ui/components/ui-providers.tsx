import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { toasterWanted } from '@enlace/shared/api';
import { i18n } from '@enlace/shared/i18n';
import { createTenantSystem } from '../theme/create-tenant-system';
import { LoadingIndicator } from './loading-indicator';
import type { ToasterProps } from './toaster';

// notistack comes with the first toast (see show-toast.ts). Providers mounted after it has loaded render the
// toaster straight away; the choice is made once per mount, so the toaster is never remounted (and no toast lost).
let LoadedToaster: ComponentType<ToasterProps> | null = null;
const loadToaster = () =>
  import('./toaster').then((module) => {
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
  /**
   * The nonce of the page's Content-Security-Policy: the style elements emotion inserts for Chakra carry it,
   * so that the policy needs no 'unsafe-inline' for styles.
   */
  cspNonce?: string;
  children?: ReactNode;
};

/** Chakra system from the tenant colour, the shared i18next instance and the toasts of spec §9. */
export function UiProviders({
  primaryColor,
  withLoadingIndicator = true,
  cspNonce,
  children,
}: UiProvidersProps) {
  const system = useMemo(() => createTenantSystem(primaryColor), [primaryColor]);
  // Emotion's own cache (key `css`) with the nonce; without one, emotion's default cache, as before.
  const styleCache = useMemo(
    () => (cspNonce ? createCache({ key: 'css', nonce: cspNonce }) : null),
    [cspNonce],
  );
  const toastsWanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get);
  const [ReadyToaster] = useState(() => LoadedToaster);
  // Toasts show inside a polite live region that is a child of <body>: announced as they appear, and still read
  // while a modal dialog hides the rest of the page from assistive technology (dialogs leave live regions be).
  const [toastRegion, setToastRegion] = useState<HTMLDivElement | null>(null);
  const providers = (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        {withLoadingIndicator ? <LoadingIndicator /> : null}
        {createPortal(<div ref={setToastRegion} aria-live="polite" />, document.body)}
        {ReadyToaster ? (
          <ReadyToaster region={toastRegion} />
        ) : toastsWanted ? (
          <Suspense fallback={null}>
            <LazyToaster region={toastRegion} />
          </Suspense>
        ) : null}
      </I18nextProvider>
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{providers}</CacheProvider> : providers;
}
