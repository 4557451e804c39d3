import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Partner, PartnerContactPerson } from '@enlace/shared/domain';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { contactPartnerPath, newContactPartnerOf } from '../../../config/paths';

export type PartnerContactPersonsProps = { partner: Partner };

/** The partner's contact persons (the last field group), each linking to their page, and "add contact person". */
export function PartnerContactPersons({ partner }: PartnerContactPersonsProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const canAdd = useCan('contact-partner:create');
  const phone = (person: PartnerContactPerson) =>
    person.phoneMobile ? [person.phonePrefixMobile, person.phoneMobile].filter(Boolean).join(' ') : '';
  const columns: DataTableColumn<PartnerContactPerson>[] = [
    {
      key: 'name',
      header: t('partner.contactColumns.name'),
      cell: (person) => (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={contactPartnerPath(person.id)}>
            {person.name} {person.surname}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'jobTitle',
      header: t('partner.contactColumns.jobTitle'),
      cell: (person) => person.jobTitle ?? '',
    },
    {
      key: 'email',
      header: t('partner.contactColumns.email'),
      cell: (person) => (
        <Link href={`mailto:${person.email}`} color="brand.fg">
          {person.email}
        </Link>
      ),
    },
    { key: 'phone', header: t('partner.contactColumns.phone'), cell: (person) => phone(person) },
  ];

  return (
    <Stack as="section" id="contact-persons" gap="4" mt="10" aria-labelledby="partner-contact-persons-title">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text as="h2" id="partner-contact-persons-title" fontSize="lg" fontWeight="semibold">
          {t('fields.contactPersons', { ns: 'domain' })}
        </Text>
        {canAdd ? (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={newContactPartnerOf(partner.id)}>{t('partner.addContactPerson')}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      {partner.contactPersons.length > 0 ? (
        <DataTable
          caption={t('partner.contactPersonsCaption', { name: partner.name })}
          columns={columns}
          rows={partner.contactPersons}
          rowKey={(person) => person['@id']}
        />
      ) : (
        <Text color="fg.muted">{t('partner.noContactPersons')}</Text>
      )}
    </Stack>
  );
}
