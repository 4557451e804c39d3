import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** "Cargando…" with a spinner where a page or part of it will show, announced politely (role status). */
export function LoadingState() {
  const { t } = useTranslation('common');
  return (
    <Center py="10" role="status">
      <Spinner size="lg" me="3" />
      <Text>{t('app.loading')}</Text>
    </Center>
  );
}
