import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import type { Beneficiary } from '@enlace/shared/domain';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { RecordChangedAlert, RecordPage, useRecordForm } from '../../../components/record-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useBeneficiary } from '../api/get-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { BENEFICIARIES_PATH } from '../../../config/paths';
import { toBeneficiaryFormValues } from '../utils/beneficiary-form-values';
import { BeneficiaryActions } from './beneficiary-actions';
import { BeneficiaryForm } from './beneficiary-form';
import { TutoredPersons } from './tutored-persons';

const BENEFICIARIES: RecordListKey = { titleKey: 'beneficiaries.title', path: BENEFICIARIES_PATH };

/** /intranet/beneficiary/{id}: the beneficiary's fields to edit, their tutored persons (an adult), delete. */
export function BeneficiaryDetailPage() {
  // A new id is another person: a fresh page, not the previous one's form.
  return <RecordRoute useRecord={useBeneficiary} list={BENEFICIARIES} page={BeneficiaryDetail} />;
}

function BeneficiaryDetail({ record: data, frame }: RecordPageProps<Beneficiary>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const canUpdate = useCan('beneficiary:update');
  const form = useRecordForm(frame, toBeneficiaryFormValues, useUpdateBeneficiary(data.id, frame.guard));
  const name = `${data.name} ${data.surname}`;
  return (
    <RecordPage frame={frame} title={name} actions={<BeneficiaryActions beneficiary={data} />}>
      <Text color="fg.muted" fontSize="sm" mb="6">
        {t('beneficiary.record', {
          createdAt: format.dateTime(data.createdAt),
          updatedAt: format.dateTime(data.updatedAt),
        })}
      </Text>
      {data.ageGroup === 'adult' ? <TutoredPersons beneficiary={data} /> : null}
      <RecordChangedAlert frame={frame} />
      <BeneficiaryForm {...form} selfId={data.id} readOnly={!canUpdate} />
    </RecordPage>
  );
}
