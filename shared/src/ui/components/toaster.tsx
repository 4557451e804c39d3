import { Box } from '@chakra-ui/react';
import { SnackbarContent, SnackbarProvider, useSnackbar } from 'notistack';
import type { CustomContentProps, VariantType } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { connectToaster } from '@enlace/shared/api';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from '@enlace/shared/domain/core';

// At the bottom, on phones and wide screens alike: at the top they covered the header's buttons (logout, language,
// the phones' menu) for five seconds after every save (docs/adr/0014-compact-navigation.md).
const ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;

// White text on each of them passes 4.5:1 (notistack's own green, orange and blue do not).
const BACKGROUND: Record<VariantType, string> = {
  default: 'gray.800',
  error: 'red.700',
  success: 'green.700',
  warning: 'orange.700',
  info: 'blue.700',
};

/**
 * One toast: readable colours, and no `role="alert"` nor fixed id of its own (notistack's default repeats one id
 * per toast); the live region around all of them announces it.
 */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { message, variant, style, className },
  ref,
) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        bg={BACKGROUND[variant]}
        color="white"
        px="4"
        py="3"
        borderRadius="md"
        boxShadow="lg"
        fontSize="sm"
        whiteSpace="pre-line"
        maxW="sm"
      >
        {message}
      </Box>
    </SnackbarContent>
  );
});

const COMPONENTS = Object.fromEntries(
  Object.keys(BACKGROUND).map((variant) => [variant, ToastContent]),
) as Record<VariantType, typeof ToastContent>;

function ToastDelivery() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => connectToaster(({ message, variant }) => enqueueSnackbar(message, { variant })),
    [enqueueSnackbar],
  );
  return null;
}

export type ToasterProps = {
  /** The live region the toasts are shown in (UiProviders keeps one under <body>). */
  region: HTMLElement | null;
};

/** The toasts of spec §9 (5 s, at most 20), bottom right. UiProviders loads it with the first toast. */
export default function Toaster({ region }: ToasterProps) {
  return (
    <SnackbarProvider
      anchorOrigin={ANCHOR}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      maxSnack={TOAST_MAX_SNACK}
      Components={COMPONENTS}
      domRoot={region ?? undefined}
    >
      <ToastDelivery />
    </SnackbarProvider>
  );
}
