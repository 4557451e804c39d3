import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink } from 'react-router';
import type { ContactPartner } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { etagOf } from '@enlace/shared/api';
import { DetailPageFrame, RecordRoute } from '../../../components/detail-page-frame';
import { ResendInvitationButton } from '../../../components/resend-invitation-button';
import { DetailsCard } from '../../../components/details-card';
import { IntranetPage } from '../../../components/intranet-page';
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

/** /intranet/contact-partner/{id}: the person's organisation and account status, and every field to edit. */
export function ContactPartnerDetailPage() {
  return <RecordRoute page={ContactPartnerDetailContent} />;
}

function ContactPartnerDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const contactPartner = useContactPartner(id);
  return (
    <DetailPageFrame
      record={contactPartner}
      list={{ title: t('contactPartners.title'), path: CONTACT_PARTNERS_PATH }}
    >
      {(data) => (
        <ContactPartnerDetail
          contactPartner={data}
          onSaved={contactPartner.replace}
          onReload={contactPartner.reload}
        />
      )}
    </DetailPageFrame>
  );
}

type ContactPartnerDetailProps = {
  contactPartner: ContactPartner;
  /** The contact person as the API answered a save, in place of the one read. */
  onSaved: (contactPartner: ContactPartner) => void;
  /** Reads the contact person again (after someone else changed them). */
  onReload: () => void;
};

function ContactPartnerDetail({ contactPartner: data, onSaved, onReload }: ContactPartnerDetailProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const canUpdate = useCan('contact-partner:update');
  const changed = useResourceChanged(onReload);
  const update = useUpdateContactPartner(data.id, {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => toContactPartnerFormValues(data), [data]);
  const listCrumb = { label: t('contactPartners.title'), to: CONTACT_PARTNERS_PATH };
  const name = `${data.name} ${data.surname}`;
  const partnerId = partnerIdOf(data.partner);
  const field = (key: string) => t(`fields.${key}`, { ns: 'domain' });
  return (
    <IntranetPage
      title={name}
      breadcrumbs={[listCrumb, { label: name }]}
      actions={
        <>
          <ResendInvitationButton
            resource="contact_partners"
            id={data.id}
            accessStatus={data.accessStatus}
            permission="contact-partner:update"
          />
          <ContactPartnerActions contactPartner={data} />
        </>
      }
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
      {changed.changed ? <ResourceChangedAlert onReload={changed.reloadRecord} /> : null}
      <ContactPartnerForm
        initialValues={initialValues}
        readOnly={!canUpdate}
        submitLabel={t('app.save', { ns: 'common' })}
        onSubmit={async (values, helpers) => {
          const saved = await update(values, helpers);
          if (saved) onSaved(saved);
        }}
      />
    </IntranetPage>
  );
}
