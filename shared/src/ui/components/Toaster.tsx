import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { connectToaster } from '@enlace/shared/api';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from '@enlace/shared/domain/core';

const ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

function ToastDelivery() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectToaster(({ message, variant }) =>
        enqueueSnackbar(message, { variant, style: { whiteSpace: 'pre-line' } }),
      ),
    [enqueueSnackbar],
  );
  return null;
}

/** The toasts of spec §9 (top right, 5 s, at most 20). UiProviders loads it with the first toast. */
export default function Toaster() {
  return (
    <SnackbarProvider anchorOrigin={ANCHOR} autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={TOAST_MAX_SNACK}>
      <ToastDelivery />
    </SnackbarProvider>
  );
}
