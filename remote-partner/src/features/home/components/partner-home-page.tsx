import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@enlace/shared/session';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { PartnerPage } from '../../../components/partner-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyPartner } from '../api/get-my-partner';
import { MyPartnerCard } from './my-partner-card';
import { MyPartnerColleagues } from './my-partner-colleagues';

/** /partner: a greeting, the contact person's organisation and its other contact persons. */
export function PartnerHomePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { fullName } = useCurrentUser();
  const partner = useMyPartner();
  return (
    <PartnerPage title={t('title')}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" size="xl">
            {t('greeting', { name: fullName })}
          </Heading>
          <Text>{t('intro')}</Text>
        </Stack>
        {partner.state === 'loading' ? <LoadingState /> : null}
        {partner.state === 'error' ? <ErrorState onRetry={partner.reload} /> : null}
        {partner.state === 'none' ? <Text>{t('noOrganisation')}</Text> : null}
        {partner.state === 'ready' ? (
          <>
            <MyPartnerCard partner={partner.data} />
            <MyPartnerColleagues colleagues={partner.data.contactPersons} />
          </>
        ) : null}
      </Stack>
    </PartnerPage>
  );
}
