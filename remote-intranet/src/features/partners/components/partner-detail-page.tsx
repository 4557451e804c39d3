import { Link } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@enlace/shared/api';
import type { Partner } from '@enlace/shared/domain';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { DetailPageFrame, RecordRoute } from '../../../components/detail-page-frame';
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

/** /intranet/partner/{id}: the agreement, every field to edit, and the partner's contact persons. */
export function PartnerDetailPage() {
  return <RecordRoute page={PartnerDetailContent} />;
}

function PartnerDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const partner = usePartner(id);
  return (
    <DetailPageFrame record={partner} list={{ title: t('partners.title'), path: PARTNERS_PATH }}>
      {(data) => <PartnerDetail partner={data} onSaved={partner.replace} onReload={partner.reload} />}
    </DetailPageFrame>
  );
}

type PartnerDetailProps = {
  partner: Partner;
  /** The partner as the API answered a save, in place of the one read. */
  onSaved: (partner: Partner) => void;
  /** Reads the partner again (after someone else changed it, or when its deletion was refused). */
  onReload: () => void;
};

function PartnerDetail({ partner, onSaved, onReload }: PartnerDetailProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canUpdate = useCan('partner:update');
  const changed = useResourceChanged(onReload);
  const update = useUpdatePartner(partner.id, {
    ifMatch: etagOf(partner),
    onResourceChanged: changed.onResourceChanged,
  });
  const [refusal, setRefusal] = useState<string>();
  const onRefused = useCallback(
    (error: ApiError) => {
      setRefusal(error.code);
      // Someone may have added a contact person meanwhile: show the list as it is now.
      onReload();
    },
    [onReload],
  );
  const initialValues = useMemo(() => toPartnerFormValues(partner), [partner]);

  return (
    <IntranetPage
      title={partner.name}
      breadcrumbs={[{ label: t('partners.title'), to: PARTNERS_PATH }, { label: partner.name }]}
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
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <PartnerForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) onSaved(saved);
        }}
      />
      <PartnerContactPersons partner={partner} />
    </IntranetPage>
  );
}
