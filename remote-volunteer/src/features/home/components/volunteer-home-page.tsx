import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@enlace/shared/session';
import { AreaLayout } from '@enlace/shared/ui';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export function VolunteerHomePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { fullName, isValidated } = useCurrentUser();
  return (
    <AreaLayout title={t('title')}>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          {t('greeting', { name: fullName })}
        </Heading>
        <Text>{t('intro')}</Text>
        <Alert.Root status={isValidated ? 'success' : 'warning'} data-testid="volunteer-validation-status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(isValidated ? 'validatedTitle' : 'pendingTitle')}</Alert.Title>
            <Alert.Description>{t(isValidated ? 'validatedText' : 'pendingText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </AreaLayout>
  );
}
