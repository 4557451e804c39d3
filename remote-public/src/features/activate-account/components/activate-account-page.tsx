import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PublicPageLayout } from '../../../components/public-page-layout';
import '../../../i18n/activate-translations';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { usePendingAccount } from '../api/get-pending-account';
import { withQueryCache } from '../../../components/with-query-cache';
import { ActivateAccountForm } from './activate-account-form';

function ActivateAccount() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { code = '' } = useParams();
  const pending = usePendingAccount(code);
  // The link carries the person's activation code: never indexed.
  const codePageMeta = { description: t('meta.activateDescription'), noIndex: true };

  if (pending.state === 'invalid') {
    return (
      <PublicPageLayout title={t('activateInvalidTitle')} {...codePageMeta}>
        <Stack gap="4" align="flex-start">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{t('api.error.invalid-uri-variables')}</Alert.Description>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to="/login">{t('signIn')}</RouterLink>
          </Button>
        </Stack>
      </PublicPageLayout>
    );
  }

  if (pending.state === 'ready') {
    const account = pending.data;
    return (
      <PublicPageLayout
        size="wide"
        {...codePageMeta}
        title={account.name ? t('activateGreeting', { name: account.name }) : t('activateTitle')}
        intro={t('activateIntro', { email: account.email })}
      >
        <ActivateAccountForm code={code} account={account} />
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout title={t('activateTitle')} {...codePageMeta}>
      {pending.state === 'error' ? (
        <Stack gap="4" align="flex-start">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{t('activateLoadError')}</Alert.Description>
          </Alert.Root>
          <Button onClick={pending.reload}>{t('retry')}</Button>
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </Stack>
      )}
    </PublicPageLayout>
  );
}

/** Greets the person whose account waits for activation, or explains that the link is not valid. */
export const ActivateAccountPage = withQueryCache(ActivateAccount);
