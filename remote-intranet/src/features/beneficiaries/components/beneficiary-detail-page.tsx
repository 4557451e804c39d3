import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { useParams } from 'react-router';
import type { Beneficiary } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { isResourceId } from '../../../utils/is-resource-id';
import { useBeneficiary } from '../api/get-beneficiary';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { BENEFICIARIES_PATH } from '../../../config/paths';
import { toBeneficiaryFormValues } from '../utils/beneficiary-form-values';
import { BeneficiaryActions } from './beneficiary-actions';
import { BeneficiaryForm } from './beneficiary-form';
import { TutoredPersons } from './tutored-persons';

/** /intranet/beneficiary/{id}: the beneficiary's fields to edit, their tutored persons (an adult), delete. */
export function BeneficiaryDetailPage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  // A new id is another person: a fresh page, not the previous one's form.
  return <BeneficiaryDetailContent key={id} id={id} />;
}

function BeneficiaryDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const beneficiary = useBeneficiary(id);
  const canUpdate = useCan('beneficiary:update');
  const data = beneficiary.state === 'ready' ? beneficiary.data : undefined;
  const changed = useResourceChanged(beneficiary.reload);
  const update = useUpdateBeneficiary(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => (data ? toBeneficiaryFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's beneficiary: the area's 404, the same for all three.
  if (beneficiary.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('beneficiaries.title'), to: BENEFICIARIES_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('beneficiaries.title')} breadcrumbs={[listCrumb]}>
        {beneficiary.state === 'error' ? <ErrorState onRetry={beneficiary.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

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
          const saved: Beneficiary | undefined = await update(values, helpers);
          if (saved) beneficiary.replace(saved);
        }}
      />
    </IntranetPage>
  );
}
