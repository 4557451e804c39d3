import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isResourceId } from '@enlace/shared/domain';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import {
  CONTACT_PARTNERS_PATH,
  PARTNER_PARAM,
  contactPartnerPath,
  partnerIri,
  partnerPath,
} from '../../../config/paths';
import { useCreateContactPartner } from '../api/create-contact-partner';
import { emptyContactPartnerFormValues } from '../utils/contact-partner-form-values';
import { ContactPartnerForm } from './contact-partner-form';

/**
 * /intranet/contact-partner/create: registers a contact person, who gets the activation email. Opened from a
 * partner's page (`?partner=12`) the partner is preset, and saving goes back to that partner.
 */
export function ContactPartnerCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetId = params.get(PARTNER_PARAM) ?? '';
  const preset = isResourceId(presetId) ? presetId : '';
  const create = useCreateContactPartner();
  const initialValues = useMemo(
    () => emptyContactPartnerFormValues(preset ? partnerIri(preset) : ''),
    [preset],
  );

  return (
    <IntranetPage
      title={t('contactPartner.createTitle')}
      breadcrumbs={[
        preset
          ? { label: t('contactPartner.backToPartner'), to: partnerPath(Number(preset)) }
          : { label: t('contactPartners.title'), to: CONTACT_PARTNERS_PATH },
        { label: t('contactPartner.createTitle') },
      ]}
    >
      <Text color="fg.muted" mb="6">
        {t('contactPartner.createIntro')}
      </Text>
      <ContactPartnerForm
        initialValues={initialValues}
        submitLabel={t('contactPartner.create')}
        onSubmit={async (values, helpers) => {
          const created = await create(values, helpers);
          if (!created) return;
          navigate(
            values.partner === partnerIri(preset)
              ? partnerPath(Number(preset))
              : contactPartnerPath(created.id),
          );
        }}
      />
    </IntranetPage>
  );
}
