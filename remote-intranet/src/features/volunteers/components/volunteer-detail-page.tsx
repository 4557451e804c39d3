import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { etagOf } from '@enlace/shared/api';
import { ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { isResourceId } from '@enlace/shared/domain';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { ResendInvitationButton } from '../../../components/resend-invitation-button';
import { IntranetPage } from '../../../components/intranet-page';
import { TwoStepVerificationCard } from '../../../components/two-step-verification/two-step-verification-card';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useVolunteer, type VolunteerDetail } from '../api/get-volunteer';
import { useUpdateVolunteer } from '../api/update-volunteer';
import { toVolunteerFormValues } from '../utils/volunteer-form-values';
import { VOLUNTEERS_PATH } from '../../../config/paths';
import { GuardianConsentButton } from './guardian-consent-button';
import { VolunteerActions } from './volunteer-actions';
import { VolunteerForm } from './volunteer-form';
import { VolunteerCertificates } from './volunteer-certificates';
import { VolunteerHistory } from './volunteer-history';
import { VolunteerStatusBlock } from './volunteer-status-block';

/** /intranet/volunteer/{id}: the volunteer's status, actions and every field to edit. */
export function VolunteerDetailPage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <VolunteerDetailContent id={id} />;
}

function VolunteerDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const volunteer = useVolunteer(id);
  const canUpdate = useCan('volunteer:update');
  const canListCertificates = useCan('certificate:list');
  const data = volunteer.state === 'ready' ? volunteer.data : undefined;
  const changed = useResourceChanged(volunteer.reload);
  const update = useUpdateVolunteer(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => (data ? toVolunteerFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's volunteer: the area's 404, the same for all three.
  if (volunteer.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('volunteers.title'), to: VOLUNTEERS_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('volunteers.title')} breadcrumbs={[listCrumb]}>
        {volunteer.state === 'error' ? <ErrorState onRetry={volunteer.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

  const name = `${data.name} ${data.surname}`;
  return (
    <IntranetPage
      title={name}
      breadcrumbs={[listCrumb, { label: name }]}
      actions={
        <>
          <ResendInvitationButton
            resource="volunteers"
            id={data.id}
            accessStatus={data.accessStatus}
            permission="volunteer:update"
          />
          <GuardianConsentButton volunteer={data} />
          <VolunteerActions volunteer={data} onChanged={volunteer.replace} />
        </>
      }
    >
      <VolunteerStatusBlock volunteer={data} />
      <TwoStepVerificationCard personId={data.id} name={name} />
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <VolunteerForm
        initialValues={initialValues}
        withStatus
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved: VolunteerDetail | undefined = await update(values, helpers);
          if (saved) volunteer.replace(saved);
        }}
      />
      <VolunteerHistory volunteerId={data.id} version={`${data.status}-${data.updatedAt}`} />
      {canListCertificates ? <VolunteerCertificates volunteerId={data.id} /> : null}
    </IntranetPage>
  );
}
