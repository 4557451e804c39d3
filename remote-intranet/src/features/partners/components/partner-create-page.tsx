import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IntranetPage } from '../../../components/intranet-page';
import { I18N_NAMESPACE } from '../../../i18n/translations';
import { PARTNERS_PATH, partnerPath } from '../../../config/paths';
import { useCreatePartner } from '../api/create-partner';
import { emptyPartnerFormValues } from '../utils/partner-form-values';
import { PartnerForm } from './partner-form';

/** /intranet/partner/create: registers a partner organisation; its contact persons are added from its page. */
export function PartnerCreatePage() {
  const { t } = useTranslation(I18N_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreatePartner();
  const initialValues = useMemo(emptyPartnerFormValues, []);

  return (
    <IntranetPage
      title={t('partner.createTitle')}
      breadcrumbs={[{ label: t('partners.title'), to: PARTNERS_PATH }, { label: t('partner.createTitle') }]}
    >
      <Text color="fg.muted" mb="6">
        {t('partner.createIntro')}
      </Text>
      <PartnerForm
        initialValues={initialValues}
        submitLabel={t('partner.create')}
        onSubmit={async (values, helpers) => {
          const created = await create(values, helpers);
          if (created) navigate(partnerPath(created.id));
        }}
      />
    </IntranetPage>
  );
}
