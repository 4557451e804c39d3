import { Badge, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { AvailableIntervention } from '@enlace/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import { SubscriptionWarning } from '../../../components/subscription-warning';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';
import { useAvailableActivity } from '../api/get-available-activity';
import { useSubscribe } from '../api/subscribe';
import { useUnsubscribe } from '../api/unsubscribe';
import { useAcceptWaitingListOffer } from '../api/accept-waiting-list-offer';
import { useJoinWaitingList } from '../api/join-waiting-list';
import { useLeaveWaitingList } from '../api/leave-waiting-list';
import { InterventionCard } from './intervention-card';

const backLink = (label: string) => (
  <Link asChild mb="3" minH="11" color="fg.muted">
    <RouterLink to={VOLUNTEER_PATHS.home}>← {label}</RouterLink>
  </Link>
);

/** /volunteer/activity/{id}: the activity and its interventions, each with subscribe or unsubscribe. */
export function ActivityPage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { id = '' } = useParams();
  const activity = useAvailableActivity(id);
  const format = useLocaleFormat();
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const joinWaitingList = useJoinWaitingList();
  const leaveWaitingList = useLeaveWaitingList();
  const acceptOffer = useAcceptWaitingListOffer();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState<AvailableIntervention | null>(null);

  const runThenRefresh = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await work();
      // Refused or not, the places may have moved meanwhile: show them as they are now.
      activity.reload();
    } finally {
      setBusy(false);
    }
  };

  if (activity.state !== 'ready') {
    return (
      <VolunteerPage title={t('activity.title')} breadcrumbs={backLink(t('activity.back'))}>
        {activity.state === 'loading' ? <LoadingState /> : null}
        {activity.state === 'not-found' ? (
          <EmptyState title={t('activity.notFoundTitle')} description={t('activity.notFoundText')} />
        ) : null}
        {activity.state === 'error' ? <ErrorState onRetry={activity.reload} /> : null}
      </VolunteerPage>
    );
  }

  const { data } = activity;
  return (
    <VolunteerPage title={data.name} breadcrumbs={backLink(t('activity.back'))}>
      <Stack gap="6">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand">{t(`activityType.${data.type}`, data.type)}</Badge>
            <Badge variant="outline">{t(`mode.${data.mode}`, data.mode)}</Badge>
          </HStack>
          <Text>
            {t('card.dates', { start: format.date(data.dateStart), end: format.date(data.dateEnd) })}
          </Text>
          {data.description ? <Text whiteSpace="pre-line">{data.description}</Text> : null}
        </Stack>
        <SubscriptionWarning reason={data.blockedReason} />
        <Stack as="section" aria-labelledby="interventions" gap="4">
          <Heading as="h2" size="lg" id="interventions">
            {t('activity.interventions')}
          </Heading>
          {data.interventions.length === 0 ? (
            <Text color="fg.muted">{t('activity.noInterventions')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="4">
              {data.interventions.map((intervention) => (
                <li key={intervention.id}>
                  <InterventionCard
                    intervention={intervention}
                    blockedReason={data.blockedReason}
                    busy={busy}
                    onSubscribe={(chosen) => runThenRefresh(() => subscribe(chosen.id))}
                    onUnsubscribe={setLeaving}
                    onJoinWaitingList={(chosen) => runThenRefresh(() => joinWaitingList(chosen.id))}
                    onLeaveWaitingList={(chosen) => runThenRefresh(() => leaveWaitingList(chosen.id))}
                    onAcceptOffer={(chosen) => runThenRefresh(() => acceptOffer(chosen.id))}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        title={t('unsubscribe.title')}
        description={leaving ? t('unsubscribe.text', { date: format.date(leaving.date, 'full') }) : undefined}
        confirmLabel={t('intervention.unsubscribe')}
        cancelLabel={t('unsubscribe.keep')}
        destructive
        loading={busy}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const chosen = leaving;
          setLeaving(null);
          if (chosen) void runThenRefresh(() => unsubscribe(chosen.id));
        }}
      />
    </VolunteerPage>
  );
}
