import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@enlace/shared/session';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export function IntranetHomePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { fullName } = useCurrentUser();
  return (
    <IntranetPage title={t('title')}>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          {t('greeting', { name: fullName })}
        </Heading>
        <Text>{t('intro')}</Text>
      </Stack>
    </IntranetPage>
  );
}
