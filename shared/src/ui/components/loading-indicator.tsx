import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLoadingStore } from '@enlace/shared/api';
/** Shown while any request of the wrapper is in flight; announced politely to screen readers. */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  const pending = useLoadingStore((state) => state.pending);
  if (pending <= 0) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="3"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="bg.panel"
      borderRadius="full"
      boxShadow="md"
      p="2"
      display="flex"
    >
      <Spinner size="sm" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Box>
  );
}
