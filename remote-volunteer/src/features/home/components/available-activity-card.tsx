import { Badge, Card, HStack, Heading, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { AvailableActivityListItem } from '@enlace/shared/domain';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { VOLUNTEER_PATHS } from '../../../config/paths';

/** One available activity: the whole card opens it. */
export function AvailableActivityCard({ activity }: { activity: AvailableActivityListItem }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const headingId = `available-activity-${activity.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} position="relative" _hover={{ shadow: 'md' }}>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand">{t(`activityType.${activity.type}`, activity.type)}</Badge>
          <Badge variant="outline">{t(`mode.${activity.mode}`, activity.mode)}</Badge>
        </HStack>
        <Heading as="h3" size="md" id={headingId}>
          <LinkOverlay asChild>
            <RouterLink to={VOLUNTEER_PATHS.activity(activity.id)}>{activity.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        {activity.description ? (
          <Text color="fg.muted" lineClamp={2}>
            {activity.description}
          </Text>
        ) : null}
        <Stack gap="1" fontSize="sm">
          <Text>
            {t('card.dates', { start: format.date(activity.dateStart), end: format.date(activity.dateEnd) })}
          </Text>
          <Text fontWeight="medium">
            {t('card.nextDate', { date: format.date(activity.nextDate, 'full') })}
          </Text>
          <Text>{t('card.openInterventions', { count: activity.openInterventions })}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
