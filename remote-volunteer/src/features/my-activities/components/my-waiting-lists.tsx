import { Badge, Card, Heading, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';
import { useMyWaitingLists } from '../api/get-my-waiting-lists';

/**
 * "Mis actividades": the full sessions the volunteer waits for, with their place in each line and a place offered
 * to them; each opens its activity, where they accept, decline or leave. Nothing while they wait for none.
 */
export function MyWaitingLists() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const list = useMyWaitingLists();
  if (list.state !== 'ready' || list.items.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="my-waiting-lists" gap="3">
      <Heading as="h2" size="md" id="my-waiting-lists">
        {t('myActivities.waitingLists')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" data-testid="my-waiting-lists">
        {list.items.map((entry) => (
          <li key={entry['@id']}>
            <Card.Root as="article" position="relative" _hover={{ shadow: 'md' }}>
              <Card.Body gap="1" p="4">
                <Heading as="h3" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={VOLUNTEER_PATHS.activity(entry.intervention.activity.id)}>
                      {entry.intervention.activity.name}
                    </RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontWeight="medium">{format.date(entry.intervention.date, 'full')}</Text>
                <Text>
                  {t('intervention.time', {
                    start: format.time(entry.intervention.scheduleStart),
                    end: format.time(entry.intervention.scheduleEnd),
                  })}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="orange">
                    {t('waitingList.position', { position: entry.position })}
                  </Badge>
                </HStack>
                {entry.offerExpiresAt ? (
                  <Text fontWeight="medium">
                    {t('waitingList.offer', { deadline: format.dateTime(entry.offerExpiresAt) })}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
