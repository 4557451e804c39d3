import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import type { Partner } from '@enlace/shared/domain';
import { DetailsCard } from '../../../components/details-card';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { AgreementStatusBadge } from './agreement-status-badge';

export type PartnerAgreementCardProps = { partner: Partner };

/** The agreement as it shows today (expired once its date has passed), its expiration date and the record. */
export function PartnerAgreementCard({ partner }: PartnerAgreementCardProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const field = (name: string) => t(`fields.${name}`, { ns: 'domain' });
  return (
    <DetailsCard
      title={t('partner.sections.agreement')}
      items={[
        {
          key: 'status',
          term: field('agreementStatus'),
          value: <AgreementStatusBadge status={partner.agreementStatus} />,
        },
        {
          key: 'expirationDate',
          term: field('expirationDate'),
          value: partner.expirationDate ? format.date(partner.expirationDate) : t('partner.noExpiration'),
        },
        {
          key: 'contactPersons',
          term: field('contactPersons'),
          value: format.number(partner.contactPersons.length),
        },
        { key: 'createdAt', term: field('createdAt'), value: format.date(partner.createdAt) },
      ]}
    >
      {partner.agreementExpiredByDate && partner.expirationDate ? (
        <Text color="fg.muted" fontSize="sm">
          {t('partner.expiredByDate', { date: format.date(partner.expirationDate) })}
        </Text>
      ) : null}
    </DetailsCard>
  );
}
