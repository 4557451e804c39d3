import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { PersonRecordPage, RecordChangedAlert, useRecordForm } from '../../../components/record-page';
import { TwoStepVerificationCard } from '../../../components/two-step-verification/two-step-verification-card';
import { useCan } from '../../../hooks/use-can';
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

const VOLUNTEERS: RecordListKey = { titleKey: 'volunteers.title', path: VOLUNTEERS_PATH };

/** /intranet/volunteer/{id}: the volunteer's status and actions, every field to edit, history and certificates. */
export function VolunteerDetailPage() {
  return <RecordRoute useRecord={useVolunteer} list={VOLUNTEERS} page={VolunteerDetailSections} />;
}

function VolunteerDetailSections({ record: data, frame }: RecordPageProps<VolunteerDetail>) {
  const canUpdate = useCan('volunteer:update');
  const canListCertificates = useCan('certificate:list');
  const form = useRecordForm(frame, toVolunteerFormValues, useUpdateVolunteer(data.id, frame.guard));
  const name = `${data.name} ${data.surname}`;
  return (
    <PersonRecordPage
      frame={frame}
      invitation={{ resource: 'volunteers', permission: 'volunteer:update' }}
      actions={
        <>
          <GuardianConsentButton volunteer={data} />
          <VolunteerActions volunteer={data} onChanged={frame.replace} />
        </>
      }
    >
      <VolunteerStatusBlock volunteer={data} />
      <TwoStepVerificationCard personId={data.id} name={name} />
      <RecordChangedAlert frame={frame} />
      <VolunteerForm {...form} withStatus readOnly={!canUpdate} />
      <VolunteerHistory volunteerId={data.id} version={`${data.status}-${data.updatedAt}`} />
      {canListCertificates ? <VolunteerCertificates volunteerId={data.id} /> : null}
    </PersonRecordPage>
  );
}
