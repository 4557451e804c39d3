import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ActivityDatesProps = { dateStart: string; dateEnd: string };

/** "1 mar 2027 – 31 mar 2027". */
export function ActivityDates({ dateStart, dateEnd }: ActivityDatesProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  return (
    <Text as="span">
      {t('activities.dateRange', { start: format.date(dateStart), end: format.date(dateEnd) })}
    </Text>
  );
}
