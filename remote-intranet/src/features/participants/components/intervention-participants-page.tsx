import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { useParams } from 'react-router';
import { ConfirmDialog, DescriptionList, ErrorState, LoadingState } from '@enlace/shared/ui';
import { isResourceId } from '@enlace/shared/domain';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { PageAlert } from '../../../components/page-alert';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useAddParticipant } from '../api/add-participant';
import { useAttendance } from '../api/get-attendance';
import { useIntervention } from '../api/get-intervention';
import { useParticipants } from '../api/get-participants';
import { useRemoveParticipant } from '../api/remove-participant';
import { useResendConsent } from '../api/resend-consent';
import { useWaitingList } from '../api/get-waiting-list';
import { activityPathOf } from '../../../config/paths';
import {
  type InterventionSummary,
  maximumOf,
  type Participant,
  PARTICIPANT_ROLES,
  type ParticipantRole,
} from '../participant-types';
import { AddParticipantDialog } from './add-participant-dialog';
import { AttendanceSheet } from './attendance-sheet';
import { ParticipantSection } from './participant-section';
import { WaitingListSection } from './waiting-list-section';

/** /intranet/intervention/{id}: the intervention and its volunteers, staff and beneficiaries. */
export function InterventionParticipantsPage() {
  const { id = '' } = useParams();
  if (!isResourceId(id)) return <AreaNotFoundPage />;
  return <InterventionParticipantsContent key={id} id={id} />;
}

function InterventionHeader({ intervention }: { intervention: InterventionSummary }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const place = intervention.place
    ? [intervention.place.name, intervention.place.address].filter(Boolean).join(', ')
    : t('participants.online');
  const rows: Array<[string, string]> = [
    [t('participants.activity'), intervention.activity.name],
    [t('participants.date'), format.date(intervention.date)],
    [
      t('participants.time'),
      t('participants.timeRange', {
        start: format.time(intervention.scheduleStart),
        end: format.time(intervention.scheduleEnd),
      }),
    ],
    [t('participants.place'), place],
  ];
  return <DescriptionList items={rows} mb="6" data-testid="intervention-summary" />;
}

function InterventionParticipantsContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const intervention = useIntervention(id);
  const participants = useParticipants(id);
  const attendance = useAttendance(id);
  const waitingList = useWaitingList(id);
  const canRecordAttendance = useCan('attendance:record');
  const canAdd = useCan('participant:add');
  const canRemove = useCan('participant:remove');
  const add = useAddParticipant(Number(id));
  const remove = useRemoveParticipant(Number(id));
  const resend = useResendConsent(Number(id));
  const [adding, setAdding] = useState<ParticipantRole | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState<number | null>(null);
  const members = useMemo(
    () => (participants.state === 'ready' ? participants.data.member : []),
    [participants],
  );
  const taken = useMemo(() => new Set(members.map((member) => member.person['@id'])), [members]);
  const { reload: reloadParticipants } = participants;
  const { reload: reloadAttendance } = attendance;
  const { reload: reloadWaitingList } = waitingList;
  // The attendance sheet lists the confirmed participants, and a removal moves the waiting list on: both follow
  // every change of them.
  const reload = useCallback(() => {
    reloadParticipants();
    reloadAttendance();
    reloadWaitingList();
  }, [reloadParticipants, reloadAttendance, reloadWaitingList]);
  const onAdd = useCallback(
    async (iri: string) => {
      const added = await add(iri);
      reload();
      return added !== undefined;
    },
    [add, reload],
  );

  if (intervention.state === 'not-found' || participants.state === 'not-found') return <AreaNotFoundPage />;

  const activitiesCrumb = { label: t('nav.activities'), to: '/intranet/activity' };
  if (intervention.state !== 'ready' || participants.state !== 'ready') {
    const failed = intervention.state === 'error' || participants.state === 'error';
    return (
      <IntranetPage title={t('participants.title')} breadcrumbs={[activitiesCrumb]}>
        {failed ? (
          <ErrorState
            onRetry={() => {
              intervention.reload();
              participants.reload();
            }}
          />
        ) : (
          <LoadingState />
        )}
      </IntranetPage>
    );
  }

  const data = intervention.data;
  const title = data.name
    ? data.name
    : t('participants.titleOf', { activity: data.activity.name, date: format.date(data.date) });
  const open = !data.completed;

  return (
    <IntranetPage
      title={title}
      breadcrumbs={[
        activitiesCrumb,
        { label: data.activity.name, to: activityPathOf(data.activity['@id']) },
        { label: title },
      ]}
    >
      <InterventionHeader intervention={data} />
      {data.capacityWarning ? (
        <PageAlert status="warning" title={t('participants.overCapacityTitle')}>
          {t('participants.overCapacityText', data.capacityWarning)}
        </PageAlert>
      ) : null}
      {data.completed ? (
        <PageAlert status="info" title={t('participants.completedTitle')}>
          {t('participants.completedText')}
        </PageAlert>
      ) : null}
      <Stack gap="8">
        {PARTICIPANT_ROLES.map((role) => (
          <ParticipantSection
            key={role}
            role={role}
            participants={members.filter((member) => member.role === role)}
            maximum={maximumOf(data, role)}
            canAdd={open && canAdd}
            canRemove={open && canRemove}
            onAdd={() => setAdding(role)}
            onRemove={setRemoving}
            resending={resending}
            onResend={async (participant) => {
              setResending(participant.id);
              await resend(participant.id);
              setResending(null);
              reload();
            }}
          />
        ))}
        {waitingList.state === 'ready' ? <WaitingListSection entries={waitingList.data.member} /> : null}
        {attendance.state === 'ready' ? (
          <AttendanceSheet
            sheet={attendance.data}
            interventionId={Number(id)}
            canRecord={canRecordAttendance}
            onSaved={attendance.replace}
          />
        ) : null}
      </Stack>
      <AddParticipantDialog role={adding} taken={taken} onAdd={onAdd} onClose={() => setAdding(null)} />
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={
          removing
            ? t('participants.removeTitle', { name: `${removing.person.name} ${removing.person.surname}` })
            : undefined
        }
        description={t('participants.removeText')}
        confirmLabel={t('participants.remove')}
        loading={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          await remove(removing.id);
          setBusy(false);
          setRemoving(null);
          reload();
        }}
      />
    </IntranetPage>
  );
}
