import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceUsage, type TierUsageResource, usageLevelOf } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { PageAlert } from '../../../components/page-alert';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type UsageMeterProps = {
  resource: TierUsageResource;
  usage: ResourceUsage;
  /** Who changes the plan (the foundation's name), for the message at the limit. */
  foundation: string;
};

const BAR_COLORS = { ok: 'green.solid', warning: 'orange.solid', full: 'red.solid' } as const;

/**
 * One resource's use of the plan: "32 de 50 personas voluntarias" on a meter (`role="meter"` with its values),
 * amber from TIER_USAGE_WARNING_RATIO of the limit and red at it, where a message says what will be refused and
 * whom to ask for another plan. The level is also written, never told by the colour alone. Without a limit, the
 * figure alone.
 */
export function UsageMeter({ resource, usage, foundation }: UsageMeterProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const labelId = useId();
  const hintId = useId();
  const texts = `tierUsage.resources.${resource}`;
  const level = usageLevelOf(usage);
  const used = format.number(usage.used);

  if (usage.limit === null) {
    return (
      <Stack gap="1">
        <Text fontWeight="semibold" id={labelId}>
          {t(`${texts}.label`)}
        </Text>
        <Text>{t(`${texts}.uncapped`, { count: usage.used, used })}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('tierUsage.unlimited')}
        </Text>
      </Stack>
    );
  }

  const value = t(`${texts}.used`, { count: usage.limit, used, limit: format.number(usage.limit) });
  const percent = usage.limit === 0 ? 100 : Math.min(100, (usage.used / usage.limit) * 100);
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" id={labelId}>
          {t(`${texts}.label`)}
        </Text>
        {level === 'ok' ? null : (
          <Badge colorPalette={level === 'full' ? 'red' : 'orange'} variant="subtle">
            {t(level === 'full' ? 'tierUsage.full' : 'tierUsage.near')}
          </Badge>
        )}
      </HStack>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={Math.min(usage.used, usage.limit)}
        aria-valuetext={value}
        data-level={level}
        h="3"
        borderRadius="full"
        bg="bg.muted"
        borderWidth="1px"
        borderColor="border.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={BAR_COLORS[level]} borderRadius="full" />
      </Box>
      <Text>{value}</Text>
      <Text color="fg.muted" fontSize="sm" id={hintId}>
        {t(`${texts}.hint`)}
      </Text>
      {level === 'full' ? (
        <PageAlert status="warning">
          {t(`${texts}.atLimit`)} {t('tierUsage.contact', { foundation })}
        </PageAlert>
      ) : null}
    </Stack>
  );
}
