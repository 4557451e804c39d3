import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { ContactPartner } from '@enlace/shared/domain';
import { FORMS_NAMESPACE } from '@enlace/shared/forms';
import { RecordRoute, type RecordListKey, type RecordPageProps } from '../../../components/detail-page-frame';
import { PersonRecordPage, RecordChangedAlert, useRecordForm } from '../../../components/record-page';
import { DetailsCard } from '../../../components/details-card';
import { TwoStepVerificationCard } from '../../../components/two-step-verification/two-step-verification-card';
import { useCan } from '../../../hooks/use-can';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { CONTACT_PARTNERS_PATH, partnerIdOf, partnerPath } from '../../../config/paths';
import { useContactPartner } from '../api/get-contact-partner';
import { useUpdateContactPartner } from '../api/update-contact-partner';
import { toContactPartnerFormValues } from '../utils/contact-partner-form-values';
import { AccessStatusBadge } from '../../../components/access-status-badge';
import { ContactPartnerActions } from './contact-partner-actions';
import { ContactPartnerForm } from './contact-partner-form';

const CONTACT_PARTNERS: RecordListKey = { titleKey: 'contactPartners.title', path: CONTACT_PARTNERS_PATH };

/** /intranet/contact-partner/{id}: the person's organisation and account status, and every field to edit. */
export function ContactPartnerDetailPage() {
  return <RecordRoute useRecord={useContactPartner} list={CONTACT_PARTNERS} page={ContactPartnerDetail} />;
}

function ContactPartnerDetail({ record: data, frame }: RecordPageProps<ContactPartner>) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const canUpdate = useCan('contact-partner:update');
  const update = useUpdateContactPartner(data.id, frame.guard);
  const form = useRecordForm(frame, toContactPartnerFormValues, update);
  const name = `${data.name} ${data.surname}`;
  const partnerId = partnerIdOf(data.partner);
  const field = (key: string) => t(`fields.${key}`, { ns: 'domain' });
  return (
    <PersonRecordPage
      frame={frame}
      invitation={{ resource: 'contact_partners', permission: 'contact-partner:update' }}
      actions={<ContactPartnerActions contactPartner={data} />}
    >
      <DetailsCard
        title={t('sections.status', { ns: FORMS_NAMESPACE })}
        items={[
          {
            key: 'partner',
            term: field('partner'),
            value: partnerId ? (
              <Link asChild color="brand.fg">
                <RouterLink to={partnerPath(partnerId)}>{data.partnerName}</RouterLink>
              </Link>
            ) : (
              '—'
            ),
          },
          {
            key: 'access',
            term: field('accessStatus'),
            value: <AccessStatusBadge status={data.accessStatus} />,
          },
          { key: 'createdAt', term: field('createdAt'), value: format.date(data.createdAt) },
        ]}
      />
      <TwoStepVerificationCard personId={data.id} name={name} />
      <RecordChangedAlert frame={frame} />
      <ContactPartnerForm {...form} readOnly={!canUpdate} />
    </PersonRecordPage>
  );
}
