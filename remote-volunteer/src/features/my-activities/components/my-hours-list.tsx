import { Card, Field, Heading, HStack, LinkOverlay, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import { SeeMore } from '../../../components/see-more';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';
import { MY_HOURS_PERIODS, type MyHoursPeriod, useMyHours } from '../api/get-my-hours';
import { useDuration } from '../hooks/use-duration';

/**
 * "Mis horas": the time the volunteer has given, in all or in a chosen year, and each session attended with its
 * hours.
 */
export function MyHoursList() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [period, setPeriod] = useState<MyHoursPeriod>('all');
  const list = useMyHours(period);
  const nothingYet = period === 'all' && list.state === 'ready' && list.items.length === 0;
  if (nothingYet) {
    return (
      <EmptyState
        title={t('myActivities.hours.emptyTitle')}
        description={t('myActivities.hours.emptyText')}
      />
    );
  }
  return (
    <Stack gap="4">
      <Field.Root maxW="xs">
        <Field.Label>{t('myActivities.hours.period')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as MyHoursPeriod)}
          >
            {MY_HOURS_PERIODS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`myActivities.hours.periods.${choice}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <MyHoursOfPeriod list={list} />
    </Stack>
  );
}

function MyHoursOfPeriod({ list }: { list: ReturnType<typeof useMyHours> }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const duration = useDuration();
  if (list.state === 'loading' && list.items.length === 0) return <LoadingState />;
  if (list.state === 'error' && list.items.length === 0) return <ErrorState onRetry={list.reload} />;
  if (list.items.length === 0) return <Text color="fg.muted">{t('myActivities.hours.emptyPeriod')}</Text>;
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
