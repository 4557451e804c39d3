import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { AvailableIntervention, SubscriptionBlockedReason } from '@enlace/shared/domain';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type InterventionCardProps = {
  intervention: AvailableIntervention;
  /** Why the volunteer cannot subscribe to anything yet (the activity's `blockedReason`). */
  blockedReason: SubscriptionBlockedReason | null;
  busy: boolean;
  onSubscribe: (intervention: AvailableIntervention) => void;
  onUnsubscribe: (intervention: AvailableIntervention) => void;
  onJoinWaitingList: (intervention: AvailableIntervention) => void;
  /** Leaving the line, or declining the place offered. */
  onLeaveWaitingList: (intervention: AvailableIntervention) => void;
  onAcceptOffer: (intervention: AvailableIntervention) => void;
};

/** Why "Inscribirme" is disabled for this intervention, as a translation key; null when it is not. */
function subscribeRefusal(
  intervention: AvailableIntervention,
  blockedReason: SubscriptionBlockedReason | null,
) {
  if (intervention.completed) return 'intervention.refusal.completed';
  if (!intervention.open) return 'intervention.refusal.notOpen';
  if (intervention.freePlaces <= 0) return 'intervention.refusal.full';
  if (blockedReason) return `intervention.refusal.${blockedReason}`;
  return null;
}

/** A full session the volunteer could join if a place were free: they may wait in line for one instead. */
const mayWait = (intervention: AvailableIntervention, blockedReason: SubscriptionBlockedReason | null) =>
  !intervention.subscribed &&
  intervention.waitingPlace === null &&
  intervention.open &&
  !intervention.completed &&
  intervention.freePlaces <= 0 &&
  blockedReason === null;

/**
 * One intervention: when and where, the places left, and subscribe or unsubscribe; on a full one, its waiting list
 * (join it, the volunteer's place in it, leave it, and accept or decline a place offered).
 */
export function InterventionCard({
  intervention,
  blockedReason,
  busy,
  onSubscribe,
  onUnsubscribe,
  onJoinWaitingList,
  onLeaveWaitingList,
  onAcceptOffer,
}: InterventionCardProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const headingId = `intervention-${intervention.id}`;
  const refusal = subscribeRefusal(intervention, blockedReason);
  const refusalId = `intervention-${intervention.id}-refusal`;
  const waitingPlace = intervention.subscribed ? null : intervention.waitingPlace;
  const buttonSize = {
    minH: '11',
    w: { base: 'full', sm: 'auto' },
  } as const;
  const places = intervention.completed
    ? { text: t('intervention.held'), palette: 'gray' }
    : intervention.freePlaces <= 0
      ? { text: t('intervention.full'), palette: 'red' }
      : { text: t('intervention.freePlaces', { count: intervention.freePlaces }), palette: 'green' };

  return (
    <Card.Root as="article" aria-labelledby={headingId} data-testid="intervention">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Stack gap="1">
          <Heading as="h3" size="md" id={headingId}>
            {format.date(intervention.date, 'full')}
          </Heading>
          {intervention.name ? <Text fontWeight="medium">{intervention.name}</Text> : null}
          <Text>
            {t('intervention.time', {
              start: format.time(intervention.scheduleStart),
              end: format.time(intervention.scheduleEnd),
            })}
          </Text>
          {intervention.place ? (
            <Text>
              {intervention.place.name}
              {intervention.place.address ? (
                <Text as="span" display="block" color="fg.muted">
                  {intervention.place.address}
                </Text>
              ) : null}
            </Text>
          ) : (
            <Text>{t('intervention.online')}</Text>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={places.palette} size="lg">
            {places.text}
          </Badge>
          {intervention.subscribed ? (
            <Badge colorPalette="brand" size="lg">
              {t('intervention.subscribed')}
            </Badge>
          ) : null}
          {waitingPlace ? (
            <Badge colorPalette="orange" size="lg">
              {t('waitingList.position', { position: waitingPlace.position })}
            </Badge>
          ) : null}
        </HStack>
        {waitingPlace ? (
          <Stack gap="2">
            {waitingPlace.offerExpiresAt ? (
              <>
                <Text fontWeight="medium">
                  {t('waitingList.offer', { deadline: format.dateTime(waitingPlace.offerExpiresAt) })}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button
                    colorPalette="brand"
                    {...buttonSize}
                    disabled={busy}
                    onClick={() => onAcceptOffer(intervention)}
                  >
                    {t('waitingList.accept')}
                  </Button>
                  <Button
                    variant="outline"
                    colorPalette="red"
                    {...buttonSize}
                    disabled={busy}
                    onClick={() => onLeaveWaitingList(intervention)}
                  >
                    {t('waitingList.decline')}
                  </Button>
                </HStack>
              </>
            ) : (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('waitingList.waiting')}
                </Text>
                <Button
                  variant="outline"
                  {...buttonSize}
                  alignSelf={{ sm: 'flex-start' }}
                  disabled={busy}
                  onClick={() => onLeaveWaitingList(intervention)}
                >
                  {t('waitingList.leave')}
                </Button>
              </>
            )}
          </Stack>
        ) : mayWait(intervention, blockedReason) ? (
          <Stack gap="1">
            <Button
              colorPalette="brand"
              variant="outline"
              {...buttonSize}
              alignSelf={{ sm: 'flex-start' }}
              disabled={busy}
              onClick={() => onJoinWaitingList(intervention)}
            >
              {t('waitingList.join')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {t('waitingList.count', { count: intervention.waitingList })}
            </Text>
          </Stack>
        ) : intervention.subscribed ? (
          intervention.completed ? null : (
            <Button
              variant="outline"
              colorPalette="red"
              minH="11"
              w={{ base: 'full', sm: 'auto' }}
              alignSelf={{ sm: 'flex-start' }}
              disabled={busy}
              onClick={() => onUnsubscribe(intervention)}
            >
              {t('intervention.unsubscribe')}
            </Button>
          )
        ) : (
          <Stack gap="1">
            <Button
              colorPalette="brand"
              minH="11"
              w={{ base: 'full', sm: 'auto' }}
              alignSelf={{ sm: 'flex-start' }}
              disabled={refusal !== null || busy}
              aria-describedby={refusal ? refusalId : undefined}
              onClick={() => onSubscribe(intervention)}
            >
              {t('intervention.subscribe')}
            </Button>
            {refusal ? (
              <Text id={refusalId} fontSize="sm" color="fg.muted">
                {t(refusal)}
              </Text>
            ) : null}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
