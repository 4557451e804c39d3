import { Alert } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { capacityExcessOf, type RoomCapacity } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { toInterventionPayload, type InterventionFormValues } from '../utils/intervention-form-values';

export type InterventionCapacityNoticeProps = {
  /** Each place's capacity and what exceeding it does, by IRI (the chosen one is the form's `place`). */
  rooms: ReadonlyMap<string, RoomCapacity>;
};

/**
 * Under the maximums, as they are typed: the room holds fewer people than the session expects. A room that only
 * warns lets it be saved; one that refuses says what to change (docs/adr/0010-room-capacity.md).
 */
export function InterventionCapacityNotice({ rooms }: InterventionCapacityNoticeProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { values } = useFormikContext<InterventionFormValues>();
  const excess = capacityExcessOf(toInterventionPayload(values), rooms.get(values.place));
  if (!excess) return null;
  const params = { capacity: excess.capacity, expected: excess.expected };
  const refused = excess.policy === 'refuse';
  return (
    <Alert.Root status={refused ? 'error' : 'warning'} role="status" data-testid="capacity-notice">
      <Alert.Indicator />
      <Alert.Description>
        {refused
          ? t('api.error.place-capacity-exceeded', { ...params, ns: 'common' })
          : t('interventions.capacityWarning', params)}
      </Alert.Description>
    </Alert.Root>
  );
}
