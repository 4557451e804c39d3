import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ErrorStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
};

export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <ChakraEmptyState.Root role="alert">
      <ChakraEmptyState.Content>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title ?? t('states.errorTitle')}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{description ?? t('states.errorText')}</ChakraEmptyState.Description>
        </VStack>
        {onRetry ? (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
