import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { WaitingListEntry } from '../participant-types';

export type WaitingListSectionProps = {
  entries: WaitingListEntry[];
};

/**
 * The volunteers waiting for a place of the full session, first in line first, with the place offered to one of
 * them and until when (read only: the line moves on its own as places free up).
 */
export function WaitingListSection({ entries }: WaitingListSectionProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  return (
    <Stack as="section" gap="3" aria-labelledby="participants-waiting-list">
      <Heading as="h2" size="lg" id="participants-waiting-list">
        {t('participants.waitingList.title')}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          {t('participants.waitingList.count', { count: entries.length })}
        </Text>
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('participants.waitingList.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="waiting-list">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('participants.waitingList.position')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('participants.columns.person')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('participants.waitingList.since')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('participants.columns.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{entry.position}</Table.Cell>
                  <Table.Cell>{`${entry.person.name} ${entry.person.surname}`}</Table.Cell>
                  <Table.Cell>{format.dateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>
                    {entry.offerExpiresAt ? (
                      <Badge colorPalette="orange">
                        {t('participants.waitingList.offered', {
                          deadline: format.dateTime(entry.offerExpiresAt),
                        })}
                      </Badge>
                    ) : (
                      <Badge>{t('participants.waitingList.waiting')}</Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
