import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** E.g. a create button. */
  children?: ReactNode;
};

export function EmptyState({ title, description, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <ChakraEmptyState.Root>
      <ChakraEmptyState.Content>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title ?? t('states.emptyTitle')}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{description ?? t('states.emptyText')}</ChakraEmptyState.Description>
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
