import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@enlace/shared/session';
import { EmptyState, ErrorState, LoadingState } from '@enlace/shared/ui';
import { SeeMore } from '../../../components/see-more';
import { SubscriptionWarning } from '../../../components/subscription-warning';
import { VolunteerPage } from '../../../components/volunteer-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useMyProfile } from '../../../api/get-my-profile';
import { useAvailableActivities } from '../api/get-available-activities';
import { AvailableActivityCard } from './available-activity-card';

/** /volunteer: a welcome, what stops the volunteer from subscribing if anything, and the available activities. */
export function VolunteerHomePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { fullName, isValidated } = useCurrentUser();
  const profile = useMyProfile();
  const activities = useAvailableActivities();
  // The session knows about validation at once; the own profile adds a minor's pending tutor authorisation.
  const reason =
    profile.state === 'ready'
      ? profile.data.subscriptionBlockedReason
      : isValidated
        ? null
        : 'volunteer-not-validated';

  return (
    <VolunteerPage title={t('title')}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h2" size="xl">
            {t('greeting', { name: fullName })}
          </Heading>
          <Text>{t('intro')}</Text>
        </Stack>
        <SubscriptionWarning reason={reason} />
        <Stack as="section" aria-labelledby="available-activities" gap="4">
          <Heading as="h2" size="lg" id="available-activities">
            {t('home.availableTitle')}
          </Heading>
          {activities.state === 'loading' ? <LoadingState /> : null}
          {activities.state === 'error' ? <ErrorState onRetry={activities.reload} /> : null}
          {activities.state === 'ready' && activities.items.length === 0 ? (
            <EmptyState title={t('home.emptyTitle')} description={t('home.emptyText')} />
          ) : null}
          {activities.state === 'ready' && activities.items.length > 0 ? (
            <>
              <Stack as="ul" listStyleType="none" gap="4" data-testid="available-activities">
                {activities.items.map((activity) => (
                  <li key={activity.id}>
                    <AvailableActivityCard activity={activity} />
                  </li>
                ))}
              </Stack>
              <SeeMore list={activities} />
            </>
          ) : null}
        </Stack>
      </Stack>
    </VolunteerPage>
  );
}
