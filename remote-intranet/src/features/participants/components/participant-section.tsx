import { Button, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { type Participant, type ParticipantRole, takesAPlace } from '../participant-types';
import { ParticipantStatusBadge } from './participant-status-badge';

export type ParticipantSectionProps = {
  role: ParticipantRole;
  participants: Participant[];
  maximum: number;
  /** Adding is offered (permission, and the intervention not completed). */
  canAdd: boolean;
  /** Removing and resending are offered (permission, and the intervention not completed). */
  canRemove: boolean;
  onAdd: () => void;
  onRemove: (participant: Participant) => void;
  onResend: (participant: Participant) => void;
  resending: number | null;
};

/** One role's participants: how many of the maximum, each with their status, and the add, remove, resend actions. */
export function ParticipantSection({
  role,
  participants,
  maximum,
  canAdd,
  canRemove,
  onAdd,
  onRemove,
  onResend,
  resending,
}: ParticipantSectionProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  // A minor whose tutor declined stays listed (the refusal is on record) but takes no place.
  const present = participants.filter(takesAPlace).length;
  const full = present >= maximum;
  const pending = participants.filter((participant) => participant.status === 'pending').length;
  const declined = participants.length - present;
  const now = Date.now();
  const headingId = `participants-${role}`;

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={headingId}>
          {t(`participants.section.${role}`)}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t('participants.countOfMax', { count: present, max: maximum })}
            {pending ? ` · ${t('participants.pendingCount', { count: pending })}` : null}
            {declined ? ` · ${t('participants.declinedCount', { count: declined })}` : null}
          </Text>
        </Heading>
        {canAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd} disabled={full}>
            {full ? t('participants.full') : t(`participants.addButton.${role}`)}
          </Button>
        ) : null}
      </HStack>
      {participants.length === 0 ? (
        <Text color="fg.muted">{t(`participants.empty.${role}`)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('participants.columns.person')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('participants.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('participants.columns.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {participants.map((participant) => {
                const fullName = `${participant.person.name} ${participant.person.surname}`;
                return (
                  <Table.Row key={participant.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{fullName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[
                          participant.person.isMinor ? t('participants.minor') : null,
                          participant.source === 'self' ? t('participants.selfSubscribed') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      {participant.status === 'pending' && participant.consent ? (
                        <Text fontSize="sm" color="fg.muted">
                          {t('participants.consentSent', {
                            email: participant.consent.tutorEmail,
                            date: format.date(participant.consent.sentAt),
                          })}{' '}
                          {Date.parse(participant.consent.expiresAt) <= now ? (
                            <Text as="span" color="fg.error">
                              {t('participants.consentExpired')}
                            </Text>
                          ) : (
                            t('participants.consentExpires', {
                              date: format.date(participant.consent.expiresAt),
                            })
                          )}
                        </Text>
                      ) : null}
                      {participant.status === 'declined' && participant.declined ? (
                        <Text fontSize="sm" color="fg.muted">
                          {t('participants.declinedOn', { date: format.date(participant.declined.at) })}
                          {participant.declined.reason
                            ? ` ${t('participants.declineReason', { reason: participant.declined.reason })}`
                            : null}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <ParticipantStatusBadge status={participant.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="2" wrap="wrap">
                        {canRemove && participant.status === 'pending' ? (
                          <Button
                            size="xs"
                            variant="outline"
                            loading={resending === participant.id}
                            aria-label={t('participants.resendFor', { name: fullName })}
                            onClick={() => onResend(participant)}
                          >
                            {t('participants.resend')}
                          </Button>
                        ) : null}
                        {/* A declined participation is the family's answer: not asked again, not removed. */}
                        {canRemove && participant.status !== 'declined' ? (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('participants.removeFor', { name: fullName })}
                            onClick={() => onRemove(participant)}
                          >
                            {t('participants.remove')}
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
