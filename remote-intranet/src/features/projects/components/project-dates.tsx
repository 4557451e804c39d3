import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type ProjectDatesProps = { dateStart: string; dateEnd: string | null };

/** "15 sept 2026 – 20 jun 2027", or "Desde el 15 sept 2026" for an open-ended project. */
export function ProjectDates({ dateStart, dateEnd }: ProjectDatesProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  return (
    <Text as="span">
      {dateEnd
        ? t('projects.dateRange', { start: format.date(dateStart), end: format.date(dateEnd) })
        : t('projects.openEnded', { start: format.date(dateStart) })}
    </Text>
  );
}
