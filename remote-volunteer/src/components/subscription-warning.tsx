import { Alert } from '@chakra-ui/react';
import type { SubscriptionBlockedReason } from '@enlace/shared/domain';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n/translations';

/** Why the volunteer cannot subscribe yet: a profile still to be validated, or a minor's tutor authorisation. */
export function SubscriptionWarning({ reason }: { reason: SubscriptionBlockedReason | null | undefined }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (!reason) return null;
  const texts =
    reason === 'volunteer-not-validated'
      ? { title: t('warning.notValidatedTitle'), text: t('warning.notValidatedText') }
      : { title: t('warning.tutorPendingTitle'), text: t('warning.tutorPendingText') };
  return (
    <Alert.Root status="warning" data-testid="subscription-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{texts.title}</Alert.Title>
        <Alert.Description>{texts.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
