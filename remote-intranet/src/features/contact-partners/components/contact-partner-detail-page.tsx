import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@enlace/shared/i18n';
import { Link as RouterLink, useParams } from 'react-router';
import type { ContactPartner } from '@enlace/shared/domain';
import { FORMS_NAMESPACE, ResourceChangedAlert, useResourceChanged } from '@enlace/shared/forms';
import { etagOf } from '@enlace/shared/api';
import { ErrorState, LoadingState } from '@enlace/shared/ui';
import { AreaNotFoundPage } from '../../../components/area-not-found-page';
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

const VALID_ID = /^[1-9][0-9]{0,9}$/;

/** /intranet/contact-partner/{id}: the person's organisation and account status, and every field to edit. */
export function ContactPartnerDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <AreaNotFoundPage />;
  return <ContactPartnerDetailContent key={id} id={id} />;
}

function ContactPartnerDetailContent({ id }: { id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useLocaleFormat();
  const contactPartner = useContactPartner(id);
  const canUpdate = useCan('contact-partner:update');
  const data = contactPartner.state === 'ready' ? contactPartner.data : undefined;
  const changed = useResourceChanged(contactPartner.reload);
  const update = useUpdateContactPartner(Number(id), {
    ifMatch: etagOf(data),
    onResourceChanged: changed.onResourceChanged,
  });
  const initialValues = useMemo(() => (data ? toContactPartnerFormValues(data) : undefined), [data]);

  // Unknown, deleted, or another organisation's contact person: the area's 404, the same for all three.
  if (contactPartner.state === 'not-found') return <AreaNotFoundPage />;

  const listCrumb = { label: t('contactPartners.title'), to: CONTACT_PARTNERS_PATH };
  if (!data || !initialValues) {
    return (
      <IntranetPage title={t('contactPartners.title')} breadcrumbs={[listCrumb]}>
        {contactPartner.state === 'error' ? <ErrorState onRetry={contactPartner.reload} /> : <LoadingState />}
      </IntranetPage>
    );
  }

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
          const saved: ContactPartner | undefined = await update(values, helpers);
          if (saved) contactPartner.replace(saved);
        }}
      />
    </IntranetPage>
  );
}
