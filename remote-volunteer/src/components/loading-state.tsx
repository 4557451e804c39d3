import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page's content while it loads. */
export function LoadingState() {
  const { t } = useTranslation('common');
  return (
    <Center py="10" role="status">
      <Spinner size="lg" me="3" />
      <Text>{t('app.loading')}</Text>
    </Center>
  );
}
