import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { Participant } from '../participant-types';

const PALETTES = { confirmed: 'green', pending: 'orange', declined: 'red' } as const;

/** Confirmed, waiting for the tutor's consent, or declined by the tutor (the shared status labels). */
export function ParticipantStatusBadge({ status }: { status: Participant['status'] }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle">
      {t(`enums.participantStatus.${status}`, { ns: 'domain' })}
    </Badge>
  );
}
