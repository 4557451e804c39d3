import { Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm, TwoStepVerificationSection } from '@enlace/shared/forms';
import { PartnerPage } from '../../../components/partner-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/**
 * /partner/my-account: the contact person's sign-in security, their password and two-step verification (their
 * personal data is kept by the organisation, in the intranet).
 */
export function MyAccountPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <PartnerPage title={t('myAccount.title')}>
      <Stack gap="10">
        <Text color="fg.muted">{t('myAccount.intro')}</Text>
        <ChangePasswordForm />
        <Separator />
        <TwoStepVerificationSection />
      </Stack>
    </PartnerPage>
  );
}
