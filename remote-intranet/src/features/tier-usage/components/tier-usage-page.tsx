import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TIER_USAGE_RESOURCES } from '@enlace/shared/domain';
import { useTenantStore } from '@enlace/shared/session';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
import { IntranetPage } from '../../../components/intranet-page';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { useTierUsage } from '../api/get-tier-usage';
import { UsageMeter } from './usage-meter';

/**
 * /intranet/plan, administrators and coordinators: the organisation's plan and one meter per limit. Anyone else
 * gets the area's not-found page, and the API is never asked.
 */
export function TierUsagePage() {
  const canRead = useCan('tier-usage:read');
  return canRead ? <TierUsage /> : <AreaNotFoundPage />;
}

function TierUsage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const usage = useTierUsage();
  const foundation = useTenantStore((state) => state.config?.foundation_name) || t('tierUsage.foundation');

  return (
    <IntranetPage title={t('tierUsage.title')}>
      <Text color="fg.muted" mb="6">
        {t('tierUsage.intro')}
      </Text>
      {usage.state === 'ready' ? (
        <Stack gap="6" maxW="3xl">
          <Card.Root>
            <Card.Body>
              <Text color="fg.muted" fontSize="sm">
                {t('tierUsage.plan')}
              </Text>
              <Heading as="h2" size="lg">
                {t(`tierUsage.tiers.${usage.data.tier}`)}
              </Heading>
              <Text color="fg.muted">{t(`tierUsage.levels.${usage.data.tier}`)}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="tier-usage-heading">
            <Card.Body>
              <Heading as="h2" size="md" mb="4" id="tier-usage-heading">
                {t('tierUsage.usage')}
              </Heading>
              <Stack gap="6">
                {TIER_USAGE_RESOURCES.map((resource) => (
                  <UsageMeter
                    key={resource}
                    resource={resource}
                    usage={usage.data[resource]}
                    foundation={foundation}
                  />
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Text color="fg.muted">{t('tierUsage.contact', { foundation })}</Text>
        </Stack>
      ) : usage.state === 'loading' ? (
        <LoadingState />
      ) : (
        <ErrorState onRetry={usage.reload} />
      )}
    </IntranetPage>
  );
}
