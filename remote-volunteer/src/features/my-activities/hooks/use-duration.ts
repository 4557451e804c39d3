import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';

/** A number of minutes as "Mis horas" reads it: "2 h", "45 min" or "2 h 30 min". */
export function useDuration() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (total: number) => {
    const { hours, minutes } = hoursAndMinutes(total);
    const key = minutes === 0 ? 'durationHours' : hours === 0 ? 'durationMinutes' : 'duration';
    return t(`myActivities.hours.${key}`, { hours, minutes });
  };
}
