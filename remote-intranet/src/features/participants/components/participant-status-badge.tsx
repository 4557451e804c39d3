import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { Participant } from '../participant-types';

/** Confirmed, or waiting for the tutor's consent. */
export function ParticipantStatusBadge({ status }: { status: Participant['status'] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Badge colorPalette={status === 'pending' ? 'orange' : 'green'} variant="subtle">
      {t(`participants.status.${status}`)}
    </Badge>
  );
}
