import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SecurityEvent } from '@enlace/shared/domain';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { describeSecurityEventDetails } from '../utils/describe-security-event-details';
import { describeSecurityEventSubject } from '../utils/describe-security-event-subject';
import { personName } from '../utils/person-name';

export type SecurityEventsTableProps = {
  events: SecurityEvent[];
  /** Shows only what this person (their account's IRI) did. */
  onChooseActor: (iri: string) => void;
};

/** The log's entries: when (Spain's time), what, who, whom or what it concerns, from where, and the details. */
export function SecurityEventsTable({ events, onChooseActor }: SecurityEventsTableProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const columns: DataTableColumn<SecurityEvent>[] = [
    {
      key: 'occurredAt',
      header: t('securityLog.columns.occurredAt'),
      cell: (event) => (
        <Text as="span" whiteSpace="nowrap">
          {format.dateTime(event.occurredAt)}
        </Text>
      ),
    },
    {
      key: 'type',
      header: t('securityLog.columns.type'),
      cell: (event) => (
        <Text as="span" fontWeight="medium">
          {t(`enums.securityEventType.${event.type}`, { ns: 'domain', defaultValue: event.type })}
        </Text>
      ),
    },
    {
      key: 'actor',
      header: t('securityLog.columns.actor'),
      cell: ({ actor }) =>
        actor ? (
          <Stack gap="0" align="flex-start">
            <Button
              variant="plain"
              size="sm"
              px="0"
              h="auto"
              minH="6"
              color="brand.fg"
              textDecoration="underline"
              title={t('securityLog.onlyThisPerson')}
              aria-label={t('securityLog.onlyThisPersonNamed', { name: personName(actor) })}
              onClick={() => onChooseActor(actor['@id'])}
            >
              {personName(actor)}
            </Button>
            <Text as="span" fontSize="sm" color="fg.muted">
              {actor.email}
            </Text>
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('securityLog.noActor')}
          </Text>
        ),
    },
    {
      key: 'subject',
      header: t('securityLog.columns.subject'),
      cell: (event) => describeSecurityEventSubject(event, t),
    },
    {
      key: 'ipAddress',
      header: t('securityLog.columns.ipAddress'),
      cell: (event) => event.ipAddress ?? '',
    },
    {
      key: 'details',
      header: t('securityLog.columns.details'),
      cell: (event) => describeSecurityEventDetails(event, t, format),
    },
  ];
  return (
    <DataTable
      caption={t('securityLog.tableCaption')}
      columns={columns}
      rows={events}
      rowKey={(event) => event['@id']}
    />
  );
}
