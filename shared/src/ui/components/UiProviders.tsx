import { ChakraProvider } from '@chakra-ui/react';
import { SnackbarProvider } from 'notistack';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from '@enlace/shared/domain';
import { i18n } from '@enlace/shared/i18n';
import { createTenantSystem } from '../theme/create-tenant-system';
import { LoadingIndicator } from './LoadingIndicator';

export type UiProvidersProps = {
  primaryColor: string | null | undefined;
  /** The shell renders the one indicator; a remote inside the shell can leave it out. */
  withLoadingIndicator?: boolean;
  children?: ReactNode;
};

const ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

/** Chakra system from the tenant colour, the shared i18next instance and the toasts of spec §9. */
export function UiProviders({ primaryColor, withLoadingIndicator = true, children }: UiProvidersProps) {
  const system = useMemo(() => createTenantSystem(primaryColor), [primaryColor]);
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <SnackbarProvider
          anchorOrigin={ANCHOR}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          maxSnack={TOAST_MAX_SNACK}
        >
          {children}
          {withLoadingIndicator ? <LoadingIndicator /> : null}
        </SnackbarProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
