import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@enlace/shared/api';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { requestGuardianConsent } from '../api/request-guardian-consent';
import type { VolunteerDetail } from '../api/get-volunteer';

export type GuardianConsentButtonProps = { volunteer: VolunteerDetail };

/** While a minor volunteer's tutor has not authorised yet: the link again (lost email, or a new tutor email). */
export function GuardianConsentButton({ volunteer }: GuardianConsentButtonProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('volunteer:update');
  const [sending, setSending] = useState(false);
  if (!canUpdate || volunteer.guardianConsent !== 'pending') return null;
  return (
    <Button
      variant="outline"
      loading={sending}
      onClick={async () => {
        setSending(true);
        await request(() => requestGuardianConsent(volunteer.id), {
          successMessage: 'api.success.guardian-consent-requested',
        });
        setSending(false);
      }}
    >
      {t('volunteer.resendGuardianConsent')}
    </Button>
  );
}
