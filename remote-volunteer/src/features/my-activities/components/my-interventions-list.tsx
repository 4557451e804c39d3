import { Card, Heading, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import { SeeMore } from '../../../components/see-more';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';
import type { OwnInterventionsWhen } from '@enlace/shared/contracts';
import { useMyInterventions } from '../api/get-my-interventions';

/** One tab of "Mis actividades": the volunteer's interventions, each opening its activity. */
export function MyInterventionsList({ when }: { when: OwnInterventionsWhen }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const list = useMyInterventions(when);
  if (list.state === 'loading') return <LoadingState />;
  if (list.state === 'error') return <ErrorState onRetry={list.reload} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={t(`myActivities.${when}EmptyTitle`)}
        description={t(`myActivities.${when}EmptyText`)}
      />
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" listStyleType="none" gap="3" data-testid={`my-interventions-${when}`}>
        {list.items.map((intervention) => (
          <li key={intervention.id}>
            <Card.Root as="article" position="relative" _hover={{ shadow: 'md' }}>
              <Card.Body gap="1" p="4">
                <Heading as="h3" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={VOLUNTEER_PATHS.activity(intervention.activity.id)}>
                      {intervention.activity.name}
                    </RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontWeight="medium">{format.date(intervention.date, 'full')}</Text>
                <Text>
                  {t('intervention.time', {
                    start: format.time(intervention.scheduleStart),
                    end: format.time(intervention.scheduleEnd),
                  })}
                </Text>
                <Text color="fg.muted">
                  {intervention.place
                    ? [intervention.place.name, intervention.place.address].filter(Boolean).join(' · ')
                    : t('intervention.online')}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
      <SeeMore list={list} />
    </Stack>
  );
}
