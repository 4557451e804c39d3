import { Link } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@enlace/shared/api';
import type { Partner } from '@enlace/shared/domain';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { RecordChangedAlert, RecordPage, useRecordForm } from '../../../components/record-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PARTNERS_PATH } from '../../../config/paths';
import { usePartner } from '../api/get-partner';
import { useUpdatePartner } from '../api/update-partner';
import { toPartnerFormValues } from '../utils/partner-form-values';
import { PartnerActions } from './partner-actions';
import { PartnerAgreementCard } from './partner-agreement-card';
import { PartnerContactPersons } from './partner-contact-persons';
import { PartnerForm } from './partner-form';

const PARTNERS: RecordListKey = { titleKey: 'partners.title', path: PARTNERS_PATH };

/** /intranet/partner/{id}: the agreement, every field to edit, and the partner's contact persons. */
export function PartnerDetailPage() {
  return <RecordRoute useRecord={usePartner} list={PARTNERS} page={PartnerDetail} />;
}

function PartnerDetail({ record: partner, frame }: RecordPageProps<Partner>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('partner:update');
  const form = useRecordForm(frame, toPartnerFormValues, useUpdatePartner(partner.id, frame.guard));
  const [refusal, setRefusal] = useState<string>();
  const { reload } = frame;
  const onRefused = useCallback(
    (error: ApiError) => {
      setRefusal(error.code);
      // Someone may have added a contact person meanwhile: show the list as it is now.
      reload();
    },
    [reload],
  );

  return (
    <RecordPage
      frame={frame}
      title={partner.name}
      actions={<PartnerActions partner={partner} onRefused={onRefused} />}
    >
      {refusal === 'partner-has-contact-persons' ? (
        <PageAlert title={t('partner.deleteRefusedTitle')}>
          {t('partner.deleteRefusedText')}{' '}
          <Link href="#contact-persons" color="fg.error" fontWeight="medium">
            {t('partner.seeContactPersons')}
          </Link>
        </PageAlert>
      ) : null}
      <PartnerAgreementCard partner={partner} />
      <RecordChangedAlert frame={frame} />
      <PartnerForm {...form} readOnly={!canUpdate} />
      <PartnerContactPersons partner={partner} />
    </RecordPage>
  );
}
