import { Link } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ApiError } from '@enlace/shared/api';
import type { Partner } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
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

const VALID_ID = /^[1-9][0-9]{0,9}$/;

/** /intranet/partner/{id}: the agreement, every field to edit, and the partner's contact persons. */
export function PartnerDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <AreaNotFoundPage />;
  return <PartnerDetailContent key={id} id={id} />;
}

function PartnerDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const partner = usePartner(id);
  const canUpdate = useCan('partner:update');
  const data = partner.state === 'ready' ? partner.data : undefined;
  const changed = useResourceChanged(partner.reload);
  const update = useUpdatePartner(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const [refusal, setRefusal] = useState<string>();
  const { reload } = partner;
  const onRefused = useCallback(
    (error: ApiError) => {
      setRefusal(error.code);
      // Someone may have added a contact person meanwhile: show the list as it is now.
      reload();
    },
    [reload],
  );
  const initialValues = useMemo(() => (data ? toPartnerFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's partner: the area's 404, the same for all three.
  if (partner.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('partners.title'), to: PARTNERS_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('partners.title')} breadcrumbs={[listCrumb]}>
        {partner.state === 'error' ? <ErrorState onRetry={partner.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  return (
    <IntranetPage
      title={data.name}
      breadcrumbs={[listCrumb, { label: data.name }]}
      actions={<PartnerActions partner={data} onRefused={onRefused} />}
    >
      {refusal === 'partner-has-contact-persons' ? (
        <PageAlert title={t('partner.deleteRefusedTitle')}>
          {t('partner.deleteRefusedText')}{' '}
          <Link href="#contact-persons" color="fg.error" fontWeight="medium">
            {t('partner.seeContactPersons')}
          </Link>
        </PageAlert>
      ) : null}
      <PartnerAgreementCard partner={data} />
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <PartnerForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved: Partner | undefined = await update(values, helpers);
          if (saved) partner.replace(saved);
        }}
      />
      <PartnerContactPersons partner={data} />
    </IntranetPage>
  );
}
