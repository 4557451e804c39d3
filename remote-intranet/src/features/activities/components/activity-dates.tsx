import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../hooks/use-day-format';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ActivityDatesProps = { dateStart: string; dateEnd: string };

/** "1 mar 2027 – 31 mar 2027". */
export function ActivityDates({ dateStart, dateEnd }: ActivityDatesProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const formatDay = useDayFormat();
  return (
    <Text as="span">
      {t('activities.dateRange', { start: formatDay(dateStart), end: formatDay(dateEnd) })}
    </Text>
  );
}
