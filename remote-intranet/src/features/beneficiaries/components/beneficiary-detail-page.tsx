import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import type { Beneficiary } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { DetailPageFrame, RecordRoute } from '../../../components/detail-page-frame';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useBeneficiary } from '../api/get-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { BENEFICIARIES_PATH } from '../../../config/paths';
import { toBeneficiaryFormValues } from '../utils/beneficiary-form-values';
import { BeneficiaryActions } from './beneficiary-actions';
import { BeneficiaryForm } from './beneficiary-form';
import { TutoredPersons } from './tutored-persons';

/** /intranet/beneficiary/{id}: the beneficiary's fields to edit, their tutored persons (an adult), delete. */
export function BeneficiaryDetailPage() {
  // A new id is another person: a fresh page, not the previous one's form.
  return <RecordRoute page={BeneficiaryDetailContent} />;
}

function BeneficiaryDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const beneficiary = useBeneficiary(id);
  return (
    <DetailPageFrame
      record={beneficiary}
      list={{ title: t('beneficiaries.title'), path: BENEFICIARIES_PATH }}
    >
      {(data) => (
        <BeneficiaryDetail beneficiary={data} onSaved={beneficiary.replace} onReload={beneficiary.reload} />
      )}
    </DetailPageFrame>
  );
}

type BeneficiaryDetailProps = {
  beneficiary: Beneficiary;
  /** The person as the API answered a save, in place of the one read. */
  onSaved: (beneficiary: Beneficiary) => void;
  /** Reads the person again (after someone else changed them). */
  onReload: () => void;
};

function BeneficiaryDetail({ beneficiary: data, onSaved, onReload }: BeneficiaryDetailProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const canUpdate = useCan('beneficiary:update');
  const changed = useResourceChanged(onReload);
  const update = useUpdateBeneficiary(data.id, {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => toBeneficiaryFormValues(data), [data]);
  const listCrumb = { label: t('beneficiaries.title'), to: BENEFICIARIES_PATH };

  const name = `${data.name} ${data.surname}`;
  return (
    <IntranetPage
      title={name}
      breadcrumbs={[listCrumb, { label: name }]}
      actions={<BeneficiaryActions beneficiary={data} />}
    >
      <Text color="fg.muted" fontSize="sm" mb="6">
        {t('beneficiary.record', {
          createdAt: format.dateTime(data.createdAt),
          updatedAt: format.dateTime(data.updatedAt),
        })}
      </Text>
      {data.ageGroup === 'adult' ? <TutoredPersons beneficiary={data} /> : null}
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <BeneficiaryForm
        initialValues={initialValues}
        selfId={data.id}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) onSaved(saved);
        }}
      />
    </IntranetPage>
  );
}
