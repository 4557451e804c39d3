import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** While a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="16" gap="3" role="status">
      <Spinner size="sm" />
      <Text>{t('app.loading')}</Text>
    </Center>
  );
}
