import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n/translations';

/** While a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Center py="16" gap="3" role="status">
      <Spinner size="sm" />
      <Text>{t('loading')}</Text>
    </Center>
  );
}
