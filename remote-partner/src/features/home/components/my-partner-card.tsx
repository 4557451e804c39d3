import { Badge, Card, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import type { MyPartner } from '@enlace/shared/domain';
import { I18N_NAMESPACE } from '../../../i18n/translations';

export type MyPartnerCardProps = { partner: MyPartner };

/** The address as one line a person reads: street, postal code and town, province when it differs. */
const addressLine = (partner: MyPartner) =>
  [
    partner.address,
    [partner.postalCode, partner.addressLocationName].filter(Boolean).join(' '),
    partner.addressProvinceName !== partner.addressLocationName ? partner.addressProvinceName : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The organisation: name, legal form, agreement (status shown and expiry), website and address. */
export function MyPartnerCard({ partner }: MyPartnerCardProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const expired = partner.agreementStatus === 'agreement_expired';
  const items: { key: string; term: ReactNode; value: ReactNode }[] = [
    {
      key: 'legalType',
      term: t('fields.legalType', { ns: 'domain' }),
      value: t(`enums.partnerLegalType.${partner.legalType}`, { ns: 'domain' }),
    },
    {
      key: 'agreement',
      term: t('fields.agreementStatus', { ns: 'domain' }),
      value: (
        <Badge colorPalette={expired ? 'red' : 'green'}>
          {t(`enums.agreementStatus.${partner.agreementStatus}`, { ns: 'domain' })}
        </Badge>
      ),
    },
    {
      key: 'expirationDate',
      term: t('fields.expirationDate', { ns: 'domain' }),
      value: partner.expirationDate ? format.date(partner.expirationDate, 'long') : t('noExpiration'),
    },
    {
      key: 'website',
      term: t('fields.website', { ns: 'domain' }),
      value: partner.website ? (
        <Link
          href={partner.website}
          target="_blank"
          rel="noopener noreferrer"
          color="brand.fg"
          wordBreak="break-all"
        >
          {partner.website.replace(/^https?:\/\//, '')}
        </Link>
      ) : (
        '—'
      ),
    },
    { key: 'address', term: t('fields.address', { ns: 'domain' }), value: addressLine(partner) || '—' },
  ];

  return (
    <Card.Root as="section" aria-labelledby="my-partner-name">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('yourOrganisation')}
            </Text>
            <Heading as="h3" id="my-partner-name" size="lg">
              {partner.name}
            </Heading>
            {partner.description ? <Text color="fg.muted">{partner.description}</Text> : null}
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
            {items.map((item) => (
              <Stack key={item.key} gap="1">
                <chakra.dt fontSize="sm" color="fg.muted">
                  {item.term}
                </chakra.dt>
                <chakra.dd m="0" fontWeight="medium">
                  {item.value}
                </chakra.dd>
              </Stack>
            ))}
          </SimpleGrid>
          {expired ? <Text fontSize="sm">{t('agreementExpiredHint')}</Text> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
