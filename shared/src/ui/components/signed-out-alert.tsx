import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSignedOutReason } from '@enlace/shared/session';

/**
 * On the sign-in page: why the person is here when they did not sign out (the session expired, another tab
 * signed out), said once; nothing otherwise.
 */
export function SignedOutAlert() {
  const { t } = useTranslation('common');
  const reason = useSignedOutReason();
  if (!reason) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>{t(`signedOut.${reason}`)}</Alert.Description>
    </Alert.Root>
  );
}
