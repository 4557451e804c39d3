import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import type { VolunteerListItem, VolunteerStatus } from '@enlace/shared/domain';

const statusPalette: Record<VolunteerStatus, string> = {
  pending: 'orange',
  validated: 'green',
  inactive: 'gray',
};

export type VolunteersTableProps = {
  volunteers: VolunteerListItem[];
  /** Validates a pending volunteer; the row's button waits for it. */
  onValidate: (volunteer: VolunteerListItem) => Promise<void>;
  /** The volunteer being validated, if any. */
  validatingId?: number;
};

export function VolunteersTable({ volunteers, onValidate, validatingId }: VolunteersTableProps) {
  const { t, i18n } = useTranslation(I18N_NAMESPACE);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Europe/Madrid' });
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped>
        <Table.Caption srOnly>{t('volunteers.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('volunteers.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('volunteers.columns.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('volunteers.columns.phone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('volunteers.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('volunteers.columns.createdAt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('volunteers.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {volunteers.map((volunteer) => (
            <Table.Row key={volunteer['@id']}>
              <Table.Cell>
                <Text fontWeight="medium">
                  {volunteer.surname}, {volunteer.name}
                </Text>
              </Table.Cell>
              <Table.Cell>{volunteer.email}</Table.Cell>
              <Table.Cell>{volunteer.phoneMobile ?? ''}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusPalette[volunteer.status]}>
                  {t(`enums.volunteerStatus.${volunteer.status}`, { ns: 'common' })}
                </Badge>
              </Table.Cell>
              <Table.Cell>{dates.format(new Date(volunteer.createdAt))}</Table.Cell>
              <Table.Cell>
                {volunteer.status === 'pending' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={validatingId === volunteer.id}
                    aria-label={t('volunteers.validateNamed', {
                      name: `${volunteer.name} ${volunteer.surname}`,
                    })}
                    onClick={() => void onValidate(volunteer)}
                  >
                    {t('volunteers.validate')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
