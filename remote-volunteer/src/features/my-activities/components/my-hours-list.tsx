import { Card, Heading, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@enlace/shared/ui';
import { LoadingState } from '../../../components/loading-state';
import { SeeMore } from '../../../components/see-more';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../volunteer-paths';
import { useMyHours } from '../api/get-my-hours';
import { useDuration } from '../hooks/use-duration';

/** "Mis horas": the time the volunteer has given in total, and each session attended with its hours. */
export function MyHoursList() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const list = useMyHours();
  const duration = useDuration();
  if (list.state === 'loading' && list.items.length === 0) return <LoadingState />;
  if (list.state === 'error' && list.items.length === 0) return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={t('myActivities.hours.emptyTitle')}
        description={t('myActivities.hours.emptyText')}
      />
    );
  }
  return (
    <Stack gap="4">
      <Card.Root as="section" aria-labelledby="my-hours-total" bg="brand.subtle" borderWidth="0">
        <Card.Body p="4" gap="1">
          <Text id="my-hours-total" fontSize="sm" color="fg.muted">
            {t('myActivities.hours.totalLabel')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short" data-testid="my-hours-total">
            {duration(list.totalMinutes ?? 0)}
          </Text>
          <Text fontSize="sm">{t('myActivities.hours.sessions', { count: list.totalItems })}</Text>
        </Card.Body>
      </Card.Root>
      <Stack as="ul" listStyleType="none" gap="3" data-testid="my-hours">
        {list.items.map((session) => (
          <li key={session.id}>
            <Card.Root as="article" position="relative" _hover={{ shadow: 'md' }}>
              <Card.Body p="4">
                <HStack justify="space-between" align="flex-start" gap="3">
                  <Stack gap="1" minW="0">
                    <Heading as="h3" size="md">
                      <LinkOverlay asChild>
                        <RouterLink to={VOLUNTEER_PATHS.activity(session.activity.id)}>
                          {session.activity.name}
                        </RouterLink>
                      </LinkOverlay>
                    </Heading>
                    {session.name ? <Text>{session.name}</Text> : null}
                    <Text color="fg.muted">{format.date(session.date, 'full')}</Text>
                  </Stack>
                  <Text fontWeight="bold" whiteSpace="nowrap" flexShrink={0}>
                    {duration(session.minutes)}
                  </Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
      <SeeMore list={list} />
    </Stack>
  );
}
